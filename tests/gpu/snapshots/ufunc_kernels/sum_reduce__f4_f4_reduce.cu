/* kernel 'sum_reduce' (numba.cuda.reduce, target='cuda') from ufunc_kernels.py, specialised as sum_reduce__f4_f4_reduce */
static __device__ float wf_core_sum_reduce__f4_f4_reduce(float p0, float p1) {
  float r0, r1, r2, r3, r4, r5;
  r0 = p0;
  r1 = p1;
  // ufunc_kernels.py:49: def sum_reduce(a, b):
  r2 = r0;
  r3 = r1;
  // ufunc_kernels.py:50: return a + b
  r4 = r2 + r3;
  r5 = r4;
  return r5;
}
/* Numba's reduction kernel (numba/cuda/kernels/reduction.py), launched as Numba does:
 * [min(n / 128, 64), 128] over the whole blocks, [1, n % 128] over the tail, then [1, partials]
 * over the partial results. The simulator (vm/numba/ufunc_reduce.c) combines the same pairs
 * in the same order. */
#define T float
#define OP wf_core_sum_reduce__f4_f4_reduce
extern "C" __global__ void sum_reduce__f4_f4_reduce(WeftArray arr, WeftArray partials, T init, bool use_init) {
  __shared__ T sm[4][33];
  int tid = threadIdx.x, warpid = tid / 32, laneid = tid % 32;
  long long size = arr.shape[0];
  if (blockDim.x == 128) {
    // device_reduce_full_block: the blocks stride over the array in chunks of 128
    long long start = tid + (long long)blockDim.x * blockIdx.x, step = (long long)blockDim.x * gridDim.x;
    T tmp = WF_ELEM(T, arr, start * arr.strides[0]);
    for (long long i = start + step; i < size; i += step) tmp = OP(tmp, WF_ELEM(T, arr, i * arr.strides[0]));
    __syncthreads();
    // inner_warp_reduction: halving within each warp
    sm[warpid][laneid] = tmp;
    __syncwarp();
    for (int width = 16; width; width /= 2) {
      if (laneid < width) sm[warpid][laneid] = OP(sm[warpid][laneid], sm[warpid][laneid + width]);
      __syncwarp();
    }
    __syncthreads();
    // the block's 4 warps: (w0 op w2) op (w1 op w3)
    if (tid < 2) {
      sm[tid][0] = OP(sm[tid][0], sm[tid + 2][0]);
      __syncwarp(0x3u);
    }
    if (tid == 0) WF_ELEM(T, partials, blockIdx.x * partials.strides[0]) = OP(sm[0][0], sm[1][0]);
  } else {
    // device_reduce_partial_block: one block of size threads
    T value = WF_ELEM(T, arr, tid * arr.strides[0]);
    sm[warpid][laneid] = value;
    __syncthreads();
    if ((warpid + 1) * 32 < size) {
      sm[warpid][laneid] = value;
      __syncwarp();
      for (int width = 16; width; width /= 2) {
        if (laneid < width) sm[warpid][laneid] = OP(sm[warpid][laneid], sm[warpid][laneid + width]);
        __syncwarp();
      }
    } else if (laneid == 0) {
      // the last, partially populated warp: sequentially
      for (long long i = 1; i < size - warpid * 32; i++) sm[warpid][0] = OP(sm[warpid][0], sm[warpid][i]);
    }
    __syncthreads();
    if (tid == 0) {
      int nwarps = (blockDim.x + 31) / 32;
      T result = sm[0][0];
      for (int i = 1; i < nwarps; i++) result = OP(result, sm[i][0]);
      WF_ELEM(T, partials, blockIdx.x * partials.strides[0]) = result;
    }
  }
  if (use_init && tid == 0 && blockIdx.x == 0) WF_ELEM(T, partials, 0) = OP(WF_ELEM(T, partials, 0), init);
}
#undef OP
#undef T
