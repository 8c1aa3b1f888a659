/* kernel 'is_big' (@vectorize, target='cuda') from ufunc_kernels.py, specialised as is_big__f8 */
static __device__ bool wf_core_is_big__f8(double p0) {
  bool r3, r4;
  double r0, r1, r2;
  r0 = p0;
  // ufunc_kernels.py:17: return x > 10.0
  r2 = 10.0;
  // ufunc_kernels.py:16: def is_big(x):
  r1 = r0;
  // ufunc_kernels.py:17: return x > 10.0
  r3 = r1 > r2;
  r4 = r3;
  return r4;
}
/* One element per thread, as Numba's forall() launches it; the grid-stride loop covers n
 * with any grid. Every argument is a 1-D view (byte strides; 0 broadcasts an input). */
extern "C" __global__ void is_big__f8(long long n, WeftArray p0, WeftArray out) {
  for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += (long long)gridDim.x * blockDim.x) {
    WF_ELEM(bool, out, i * out.strides[0]) = (bool)wf_core_is_big__f8(WF_ELEM(double, p0, i * p0.strides[0]));
  }
}
