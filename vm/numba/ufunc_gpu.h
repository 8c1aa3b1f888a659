/* ufunc_gpu.h — how the kernels of target='cuda' ufuncs reach an engine: each run of a
 * @vectorize / @guvectorize core and each numba.cuda.reduce call is described once (a
 * KirUfuncRun, vm/kir/kir_engine.h) and offered to the registered engines (kir_engine_ufunc),
 * which may dump or compile its CUDA C and may run it on the GPU (docs/gpu.md, "Ufuncs and
 * cuda.reduce"). When no engine takes it, the run stays at home (the simulator). */
#ifndef WEFT_RT_UFUNC_GPU_H
#define WEFT_RT_UFUNC_GPU_H

#include "../kir/kir_engine.h"

typedef KirUfuncRun NbGpuRun; /* numba_ufunc.h's name for it */

#endif
