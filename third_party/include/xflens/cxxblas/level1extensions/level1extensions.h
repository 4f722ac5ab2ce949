/*
 *   Copyright (c) 2010, Michael Lehn
 *
 *   All rights reserved.
 *
 *   Redistribution and use in source and binary forms, with or without
 *   modification, are permitted provided that the following conditions
 *   are met:
 *
 *   1) Redistributions of source code must retain the above copyright
 *      notice, this list of conditions and the following disclaimer.
 *   2) Redistributions in binary form must reproduce the above copyright
 *      notice, this list of conditions and the following disclaimer in
 *      the documentation and/or other materials provided with the
 *      distribution.
 *   3) Neither the name of the FLENS development group nor the names of
 *      its contributors may be used to endorse or promote products derived
 *      from this software without specific prior written permission.
 *
 *   THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS
 *   "AS IS" AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT
 *   LIMITED TO, THE IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR
 *   A PARTICULAR PURPOSE ARE DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT
 *   OWNER OR CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL,
 *   SPECIAL, EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT
 *   LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES; LOSS OF USE,
 *   DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON ANY
 *   THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT
 *   (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 *   OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */

#ifndef CXXBLAS_LEVEL1EXTENSIONS_LEVEL1EXTENSIONS_H
#define CXXBLAS_LEVEL1EXTENSIONS_LEVEL1EXTENSIONS_H 1

#include "xflens/cxxblas/level1extensions/acxpby.h"
#include "xflens/cxxblas/level1extensions/acxpy.h"
#include "xflens/cxxblas/level1extensions/asum1.h"
#include "xflens/cxxblas/level1extensions/axpby.h"
#include "xflens/cxxblas/level1extensions/axpy.h"
#include "xflens/cxxblas/level1extensions/ccopy.h"
#include "xflens/cxxblas/level1extensions/dot.h"
#include "xflens/cxxblas/level1extensions/gbaxpby.h"
#include "xflens/cxxblas/level1extensions/gbaxpy.h"
#include "xflens/cxxblas/level1extensions/gbcopy.h"
#include "xflens/cxxblas/level1extensions/gbcotr.h"
#include "xflens/cxxblas/level1extensions/gbscal.h"
#include "xflens/cxxblas/level1extensions/geaxpby.h"
#include "xflens/cxxblas/level1extensions/geaxpy.h"
#include "xflens/cxxblas/level1extensions/gecopy.h"
#include "xflens/cxxblas/level1extensions/gecotr.h"
#include "xflens/cxxblas/level1extensions/geraxpy.h"
#include "xflens/cxxblas/level1extensions/gerscal.h"
#include "xflens/cxxblas/level1extensions/gescal.h"
#include "xflens/cxxblas/level1extensions/geswap.h"
#include "xflens/cxxblas/level1extensions/hescal.h"
#include "xflens/cxxblas/level1extensions/imax1.h"
#include "xflens/cxxblas/level1extensions/syscal.h"
#include "xflens/cxxblas/level1extensions/racxpy.h"
#include "xflens/cxxblas/level1extensions/raxpy.h"
#include "xflens/cxxblas/level1extensions/rscal.h"
#include "xflens/cxxblas/level1extensions/traxpby.h"
#include "xflens/cxxblas/level1extensions/traxpy.h"
#include "xflens/cxxblas/level1extensions/trcopy.h"
#include "xflens/cxxblas/level1extensions/tpaxpby.h"
#include "xflens/cxxblas/level1extensions/tpaxpy.h"
#include "xflens/cxxblas/level1extensions/tpcopy.h"
#include "xflens/cxxblas/level1extensions/tpscal.h"

#endif // CXXBLAS_LEVEL1EXTENSIONS_LEVEL1EXTENSIONS_H
