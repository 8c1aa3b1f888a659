/* kernel 'floor_mod' (@vectorize, target='cuda') from ufunc_kernels.py, specialised as floor_mod__i4_i4 */
static __device__ int wf_core_floor_mod__i4_i4(int p0, int p1) {
  int r0, r1, r2, r3, r11, r12;
  long long r4, r5, r6, r7, r8, r9, r10;
  r0 = p0;
  r1 = p1;
  // ufunc_kernels.py:11: def floor_mod(a, b):
  r2 = r0;
  r3 = r1;
  // ufunc_kernels.py:12: return a // b + a % b
  r4 = (long long)r2;
  r5 = (long long)r3;
  r6 = wf_floordiv(r4, r5);
  r7 = (long long)r2;
  r8 = (long long)r3;
  r9 = wf_mod(r7, r8);
  r10 = wf_add(r6, r9);
  r12 = (int)r10;
  r11 = r12;
  return r11;
}
/* One element per thread, as Numba's forall() launches it; the grid-stride loop covers n
 * with any grid. Every argument is a 1-D view (byte strides; 0 broadcasts an input). */
extern "C" __global__ void floor_mod__i4_i4(long long n, WeftArray p0, WeftArray p1, WeftArray out) {
  for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += (long long)gridDim.x * blockDim.x) {
    WF_ELEM(int, out, i * out.strides[0]) = (int)wf_core_floor_mod__i4_i4(WF_ELEM(int, p0, i * p0.strides[0]), WF_ELEM(int, p1, i * p1.strides[0]));
  }
}
