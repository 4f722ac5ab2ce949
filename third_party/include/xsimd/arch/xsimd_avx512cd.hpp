/***************************************************************************
 * Copyright (c) Johan Mabille, Sylvain Corlay, Wolf Vollprecht and         *
 * Martin Renou                                                             *
 * Copyright (c) QuantStack                                                 *
 * Copyright (c) Serge Guelton                                              *
 *                                                                          *
 * Distributed under the terms of the BSD 3-Clause License.                 *
 *                                                                          *
 * The full license is in the file LICENSE, distributed with this software. *
 ****************************************************************************/

#ifndef XSIMD_AVX512CD_HPP
#define XSIMD_AVX512CD_HPP

#include "../types/xsimd_avx512cd_register.hpp"

namespace xsimd
{

    namespace kernel
    {
        // Nothing there yet.

    }

}

#endif
