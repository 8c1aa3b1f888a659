/* kernel 'k' from print_types.py, specialised as k__a1Cf4_a1Cf8 */
extern "C" __global__ void k__a1Cf4_a1Cf8(WeftArray p0, WeftArray p1, long long weft_dyn_shared_bytes) {
  bool r10;
  int r0;
  long long r1, r3, r5, r7;
  float r2, r6;
  double r4, r8, r9, r11, r12, r13;
  // print_types.py:9: print(t, a[t], b[t], a[t] > 1, t * 0.5)
  r7 = 1ll;
  r11 = 0.5;
  // print_types.py:8: t = cuda.threadIdx.x
  r0 = (int)threadIdx.x;
  // print_types.py:9: print(t, a[t], b[t], a[t] > 1, t * 0.5)
  r1 = (long long)r0;
  r2 = WF_ELEM(float, p0, WF_IX(r1, p0.shape[0]) * p0.strides[0]);
  r3 = (long long)r0;
  r4 = WF_ELEM(double, p1, WF_IX(r3, p1.shape[0]) * p1.strides[0]);
  r5 = (long long)r0;
  r6 = WF_ELEM(float, p0, WF_IX(r5, p0.shape[0]) * p0.strides[0]);
  r8 = (double)r6;
  r9 = (double)r7;
  r10 = r8 > r9;
  r12 = (double)r0;
  r13 = r12 * r11;
  printf("%lld %.9g %.17g %s %.17g\n", (long long)r0, (double)r2, (double)r4, r10 ? "True" : "False", (double)r13);
}
