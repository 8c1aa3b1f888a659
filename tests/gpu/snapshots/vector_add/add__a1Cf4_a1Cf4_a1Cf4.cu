/* kernel 'add' from vector_add.py, specialised as add__a1Cf4_a1Cf4_a1Cf4 */
extern "C" __global__ void add__a1Cf4_a1Cf4_a1Cf4(WeftArray p0, WeftArray p1, WeftArray p2, long long weft_dyn_shared_bytes) {
  bool r12;
  int r1, r3, r5;
  long long r0, r2, r4, r6, r7, r8, r9, r10, r11;
  float r13, r14, r15;
  // vector_add.py:7: i = cuda.grid(1)
  r0 = 1ll;
  // vector_add.py:8: if i < out.size:
  r9 = 1ll;
  // vector_add.py:7: i = cuda.grid(1)
  r1 = (int)threadIdx.x;
  r2 = (long long)r1;
  r3 = (int)blockDim.x;
  r4 = (long long)r3;
  r5 = (int)blockIdx.x;
  r6 = (long long)r5;
  r7 = wf_mul(r6, r4);
  r8 = wf_add(r2, r7);
  // vector_add.py:8: if i < out.size:
  r10 = p2.shape[0];
  r11 = wf_mul(r9, r10);
  r12 = r8 < r11;
  if (r12) {
    // vector_add.py:9: out[i] = a[i] + b[i]
    r13 = WF_ELEM(float, p0, WF_IX(r8, p0.shape[0]) * p0.strides[0]);
    r14 = WF_ELEM(float, p1, WF_IX(r8, p1.shape[0]) * p1.strides[0]);
    r15 = r13 + r14;
    WF_ELEM(float, p2, WF_IX(r8, p2.shape[0]) * p2.strides[0]) = r15;
  }
}
