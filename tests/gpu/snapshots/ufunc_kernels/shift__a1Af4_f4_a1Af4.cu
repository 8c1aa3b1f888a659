/* kernel 'shift' (@guvectorize, target='cuda') from ufunc_kernels.py, specialised as shift__a1Af4_f4_a1Af4 */
static __device__ void wf_core_shift__a1Af4_f4_a1Af4(WeftArray p0, float p1, WeftArray p2) {
  bool r6;
  long long r2, r3, r4, r5, r7;
  float r0, r1, r8, r9;
  r0 = p1;
  // ufunc_kernels.py:29: for i in range(a.shape[0]):
  r3 = 0ll;
  r4 = 1ll;
  // ufunc_kernels.py:28: def shift(a, s, out):
  r1 = r0;
  // ufunc_kernels.py:29: for i in range(a.shape[0]):
  r2 = p0.shape[0];
  r5 = r3;
  for (;;) {
    r6 = r5 < r2;
    if (!r6) break;
    r7 = r5;
    // ufunc_kernels.py:30: out[i] = a[i] + s
    r8 = WF_ELEM(float, p0, WF_IX(r7, p0.shape[0]) * p0.strides[0]);
    r9 = r8 + r1;
    WF_ELEM(float, p2, WF_IX(r7, p2.shape[0]) * p2.strides[0]) = r9;
    // ufunc_kernels.py:29: for i in range(a.shape[0]):
    r5 = wf_add(r5, r4);
  }
}
/* One core per thread, as Numba's forall() launches it; argument k of core c is the view
 * pK moved by c * csK bytes (a scalar argument: the element of its 0-d view). */
extern "C" __global__ void shift__a1Af4_f4_a1Af4(long long ncores, WeftArray p0, long long cs0, WeftArray p1, long long cs1, WeftArray p2, long long cs2) {
  for (long long c = (long long)blockIdx.x * blockDim.x + threadIdx.x; c < ncores;
       c += (long long)gridDim.x * blockDim.x) {
    WeftArray a0 = p0;
    a0.data += c * cs0;
    WeftArray a1 = p1;
    a1.data += c * cs1;
    WeftArray a2 = p2;
    a2.data += c * cs2;
    wf_core_shift__a1Af4_f4_a1Af4(a0, WF_ELEM(float, a1, 0), a2);
  }
}
