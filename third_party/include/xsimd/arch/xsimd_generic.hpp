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

#ifndef XSIMD_GENERIC_HPP
#define XSIMD_GENERIC_HPP

#include "./generic/xsimd_generic_arithmetic.hpp"
#include "./generic/xsimd_generic_complex.hpp"
#include "./generic/xsimd_generic_logical.hpp"
#include "./generic/xsimd_generic_math.hpp"
#include "./generic/xsimd_generic_memory.hpp"
#include "./generic/xsimd_generic_rounding.hpp"
#include "./generic/xsimd_generic_trigo.hpp"

#endif
