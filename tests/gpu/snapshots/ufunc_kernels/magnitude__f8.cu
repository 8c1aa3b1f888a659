/* kernel 'magnitude' (@vectorize, target='cuda') from ufunc_kernels.py, specialised as magnitude__f8 */
static __device__ double wf_core_magnitude__f8(double p0) {
  bool r3;
  double r0, r1, r2, r4, r5;
  r0 = p0;
  // ufunc_kernels.py:22: if x < 0:
  r2 = 0.0;
  // ufunc_kernels.py:21: def magnitude(x):
  r1 = r0;
  // ufunc_kernels.py:22: if x < 0:
  r3 = r1 < r2;
  if (r3) {
    // ufunc_kernels.py:23: return -x
    r4 = -r1;
    r5 = r4;
    return r5;
  }
  // ufunc_kernels.py:24: return x
  r5 = r1;
  return r5;
}
/* One element per thread, as Numba's forall() launches it; the grid-stride loop covers n
 * with any grid. Every argument is a 1-D view (byte strides; 0 broadcasts an input). */
extern "C" __global__ void magnitude__f8(long long n, WeftArray p0, WeftArray out) {
  for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += (long long)gridDim.x * blockDim.x) {
    WF_ELEM(double, out, i * out.strides[0]) = (double)wf_core_magnitude__f8(WF_ELEM(double, p0, i * p0.strides[0]));
  }
}
