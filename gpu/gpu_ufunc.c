/* gpu_ufunc.c — CUDA C for the kernels of target='cuda' ufuncs: the core (the Python function,
 * KIR_TARGET_DEVICE) becomes a `static __device__` function (gpu_codegen_device) and a small
 * `extern "C" __global__` wrapper runs it as Numba's kernels do:
 *   - @vectorize: one element per thread, over 1-D views with byte strides (a grid-stride loop,
 *     so any grid covers n; the runtime launches Numba's forall() grid);
 *   - @guvectorize: one core per thread, each argument's view moved by its core stride;
 *   - numba.cuda.reduce: a transcription of Numba's gpu_reduce_block_strided
 *     (numba/cuda/kernels/reduction.py), the same tree as ufunc_reduce.c simulates, so every
 *     combination takes the same operands in the same order as in the simulator.
 * Names: "<python name>__<argument codes>" as for kernels, "_reduce" appended for a reduction. */
#include <stdio.h>
#include <string.h>

#include "../vm/base/error.h"
#include "gpu.h"

const char *gpu_ufunc_name(KirUfuncKind kind, const KirFunc *core, char *buf, size_t n) {
  gpu_kernel_name(core, buf, n);
  if (kind == KIR_UFUNC_REDUCE) snprintf(buf + strlen(buf), n - strlen(buf), "_reduce");
  return buf;
}

static const char *const kind_names[] = {"@vectorize", "@guvectorize", "numba.cuda.reduce"};

/* out[i] = core(in0[i], ...): views of n elements, stride 0 broadcasting an input. */
static void vectorize_wrapper(const KirFunc *f, const char *name, const char *core, StrBuf *out) {
  rt_sb_puts(out, "/* One element per thread, as Numba's forall() launches it; the grid-stride loop covers n\n"
                  " * with any grid. Every argument is a 1-D view (byte strides; 0 broadcasts an input). */\n");
  rt_sb_printf(out, "extern \"C\" __global__ void %s(long long n, ", name);
  for (int k = 0; k < f->sig.nargs; k++) rt_sb_printf(out, "WeftArray p%d, ", k);
  rt_sb_puts(out, "WeftArray out) {\n");
  rt_sb_puts(out, "  for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n;\n"
                  "       i += (long long)gridDim.x * blockDim.x) {\n");
  rt_sb_printf(out, "    WF_ELEM(%s, out, i * out.strides[0]) = (%s)%s(", gpu_ctype(f->sig.ret.dtype),
               gpu_ctype(f->sig.ret.dtype), core);
  for (int k = 0; k < f->sig.nargs; k++) {
    const char *T = gpu_ctype(f->sig.args[k].dtype);
    rt_sb_printf(out, "%sWF_ELEM(%s, p%d, i * p%d.strides[0])", k ? ", " : "", T, k, k);
  }
  rt_sb_puts(out, ");\n  }\n}\n");
}

/* Core c reads and writes argument k's view moved by c * csK bytes; a scalar argument is the
 * element of its 0-d view. */
static void gufunc_wrapper(const KirFunc *f, const char *name, const char *core, StrBuf *out) {
  rt_sb_puts(out, "/* One core per thread, as Numba's forall() launches it; argument k of core c is the view\n"
                  " * pK moved by c * csK bytes (a scalar argument: the element of its 0-d view). */\n");
  rt_sb_printf(out, "extern \"C\" __global__ void %s(long long ncores", name);
  for (int k = 0; k < f->sig.nargs; k++) rt_sb_printf(out, ", WeftArray p%d, long long cs%d", k, k);
  rt_sb_puts(out, ") {\n");
  rt_sb_puts(out, "  for (long long c = (long long)blockIdx.x * blockDim.x + threadIdx.x; c < ncores;\n"
                  "       c += (long long)gridDim.x * blockDim.x) {\n");
  for (int k = 0; k < f->sig.nargs; k++)
    rt_sb_printf(out, "    WeftArray a%d = p%d;\n    a%d.data += c * cs%d;\n", k, k, k, k);
  rt_sb_printf(out, "    %s(", core);
  for (int k = 0; k < f->sig.nargs; k++) {
    if (f->sig.args[k].kind == KIR_TY_ARRAY) rt_sb_printf(out, "%sa%d", k ? ", " : "", k);
    else rt_sb_printf(out, "%sWF_ELEM(%s, a%d, 0)", k ? ", " : "", gpu_ctype(f->sig.args[k].dtype), k);
  }
  rt_sb_puts(out, ");\n  }\n}\n");
}

/* Numba's gpu_reduce_block_strided, line for line (4 warps of 32, shared rows of 33). */
static const char reduce_body[] =
    "  __shared__ T sm[4][33];\n"
    "  int tid = threadIdx.x, warpid = tid / 32, laneid = tid % 32;\n"
    "  long long size = arr.shape[0];\n"
    "  if (blockDim.x == 128) {\n"
    "    // device_reduce_full_block: the blocks stride over the array in chunks of 128\n"
    "    long long start = tid + (long long)blockDim.x * blockIdx.x, step = (long long)blockDim.x * gridDim.x;\n"
    "    T tmp = WF_ELEM(T, arr, start * arr.strides[0]);\n"
    "    for (long long i = start + step; i < size; i += step) tmp = OP(tmp, WF_ELEM(T, arr, i * arr.strides[0]));\n"
    "    __syncthreads();\n"
    "    // inner_warp_reduction: halving within each warp\n"
    "    sm[warpid][laneid] = tmp;\n"
    "    __syncwarp();\n"
    "    for (int width = 16; width; width /= 2) {\n"
    "      if (laneid < width) sm[warpid][laneid] = OP(sm[warpid][laneid], sm[warpid][laneid + width]);\n"
    "      __syncwarp();\n"
    "    }\n"
    "    __syncthreads();\n"
    "    // the block's 4 warps: (w0 op w2) op (w1 op w3)\n"
    "    if (tid < 2) {\n"
    "      sm[tid][0] = OP(sm[tid][0], sm[tid + 2][0]);\n"
    "      __syncwarp(0x3u);\n"
    "    }\n"
    "    if (tid == 0) WF_ELEM(T, partials, blockIdx.x * partials.strides[0]) = OP(sm[0][0], sm[1][0]);\n"
    "  } else {\n"
    "    // device_reduce_partial_block: one block of size threads\n"
    "    T value = WF_ELEM(T, arr, tid * arr.strides[0]);\n"
    "    sm[warpid][laneid] = value;\n"
    "    __syncthreads();\n"
    "    if ((warpid + 1) * 32 < size) {\n"
    "      sm[warpid][laneid] = value;\n"
    "      __syncwarp();\n"
    "      for (int width = 16; width; width /= 2) {\n"
    "        if (laneid < width) sm[warpid][laneid] = OP(sm[warpid][laneid], sm[warpid][laneid + width]);\n"
    "        __syncwarp();\n"
    "      }\n"
    "    } else if (laneid == 0) {\n"
    "      // the last, partially populated warp: sequentially\n"
    "      for (long long i = 1; i < size - warpid * 32; i++) sm[warpid][0] = OP(sm[warpid][0], sm[warpid][i]);\n"
    "    }\n"
    "    __syncthreads();\n"
    "    if (tid == 0) {\n"
    "      int nwarps = (blockDim.x + 31) / 32;\n"
    "      T result = sm[0][0];\n"
    "      for (int i = 1; i < nwarps; i++) result = OP(result, sm[i][0]);\n"
    "      WF_ELEM(T, partials, blockIdx.x * partials.strides[0]) = result;\n"
    "    }\n"
    "  }\n"
    "  if (use_init && tid == 0 && blockIdx.x == 0) WF_ELEM(T, partials, 0) = OP(WF_ELEM(T, partials, 0), init);\n"
    "}\n";

static void reduce_kernel(const KirFunc *f, const char *name, const char *core, StrBuf *out) {
  const char *T = gpu_ctype(f->sig.args[0].dtype);
  rt_sb_puts(out, "/* Numba's reduction kernel (numba/cuda/kernels/reduction.py), launched as Numba does:\n"
                  " * [min(n / 128, 64), 128] over the whole blocks, [1, n % 128] over the tail, then [1, partials]\n"
                  " * over the partial results. The simulator (vm/numba/ufunc_reduce.c) combines the same pairs\n"
                  " * in the same order. */\n");
  rt_sb_printf(out, "#define T %s\n#define OP %s\n", T, core);
  rt_sb_printf(out, "extern \"C\" __global__ void %s(WeftArray arr, WeftArray partials, T init, bool use_init) {\n",
               name);
  rt_sb_puts(out, reduce_body);
  rt_sb_puts(out, "#undef OP\n#undef T\n");
}

void gpu_ufunc_codegen(KirUfuncKind kind, const KirFunc *core, StrBuf *out) {
  char name[256], dev[300];
  gpu_ufunc_name(kind, core, name, sizeof name);
  snprintf(dev, sizeof dev, "wf_core_%s", name);
  rt_sb_puts(out, gpu_prelude);
  rt_sb_printf(out, "/* kernel '%s' (%s, target='cuda') from %s, specialised as %s */\n", core->name, kind_names[kind],
               core->file ? core->file : "?", name);
  gpu_codegen_device(core, dev, out);
  if (kind == KIR_UFUNC_VECTORIZE) vectorize_wrapper(core, name, dev, out);
  else if (kind == KIR_UFUNC_GUVECTORIZE) gufunc_wrapper(core, name, dev, out);
  else reduce_kernel(core, name, dev, out);
}
