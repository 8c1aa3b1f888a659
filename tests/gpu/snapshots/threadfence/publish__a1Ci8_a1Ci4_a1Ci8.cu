/* kernel 'publish' from threadfence.py, specialised as publish__a1Ci8_a1Ci4_a1Ci8 */
extern "C" __global__ void publish__a1Ci8_a1Ci4_a1Ci8(WeftArray p0, WeftArray p1, WeftArray p2, long long weft_dyn_shared_bytes) {
  bool r10;
  int r1, r3, r5, r13, r15;
  long long r0, r2, r4, r6, r7, r8, r9, r11, r12, r14, r16, r17;
  // threadfence.py:7: i = cuda.grid(1)
  r0 = 1ll;
  // threadfence.py:9: data[i] = i * 2
  r11 = 2ll;
  // threadfence.py:11: flags[i] = 1
  r13 = 1;
  // threadfence.py:7: i = cuda.grid(1)
  r1 = (int)threadIdx.x;
  r2 = (long long)r1;
  r3 = (int)blockDim.x;
  r4 = (long long)r3;
  r5 = (int)blockIdx.x;
  r6 = (long long)r5;
  r7 = wf_mul(r6, r4);
  r8 = wf_add(r2, r7);
  // threadfence.py:8: if i < data.shape[0]:
  r9 = p0.shape[0];
  r10 = r8 < r9;
  if (r10) {
    // threadfence.py:9: data[i] = i * 2
    r12 = wf_mul(r8, r11);
    WF_ELEM(long long, p0, WF_IX(r8, p0.shape[0]) * p0.strides[0]) = r12;
    // threadfence.py:10: cuda.threadfence_block()
    __threadfence_block();
    // threadfence.py:11: flags[i] = 1
    WF_ELEM(int, p1, WF_IX(r8, p1.shape[0]) * p1.strides[0]) = r13;
    // threadfence.py:12: cuda.threadfence()
    __threadfence();
    // threadfence.py:13: out[i] = data[i] + flags[i]
    r14 = WF_ELEM(long long, p0, WF_IX(r8, p0.shape[0]) * p0.strides[0]);
    r15 = WF_ELEM(int, p1, WF_IX(r8, p1.shape[0]) * p1.strides[0]);
    r16 = (long long)r15;
    r17 = wf_add(r14, r16);
    WF_ELEM(long long, p2, WF_IX(r8, p2.shape[0]) * p2.strides[0]) = r17;
    // threadfence.py:14: cuda.threadfence_system()
    __threadfence_system();
  }
}
