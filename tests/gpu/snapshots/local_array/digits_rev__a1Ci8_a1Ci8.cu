/* kernel 'digits_rev' from local_array.py, specialised as digits_rev__a1Ci8_a1Ci8 */
extern "C" __global__ void digits_rev__a1Ci8_a1Ci8(WeftArray p0, WeftArray p1, long long weft_dyn_shared_bytes) {
  bool r10, r15, r26;
  int r1, r3, r5;
  long long r0, r2, r4, r6, r7, r8, r9, r11, r12, r13, r14, r16, r17, r18, r19, r20, r21, r22, r23, r24, r25, r27, r28, r29, r30, r31;
  long long loc2[8] = {}; // 'd'
  // local_array.py:7: i = cuda.grid(1)
  r0 = 1ll;
  // local_array.py:9: d = cuda.local.array(8, dtype=int64)
  r11 = 8ll;
  // local_array.py:12: while n > 0:
  r14 = 0ll;
  // local_array.py:13: d[k] = n % 10
  r16 = 10ll;
  // local_array.py:14: n //= 10
  r18 = 10ll;
  // local_array.py:15: k += 1
  r20 = 1ll;
  // local_array.py:17: for j in range(k):
  r23 = 0ll;
  r24 = 1ll;
  // local_array.py:18: r = r * 10 + d[j]
  r28 = 10ll;
  // local_array.py:7: i = cuda.grid(1)
  r1 = (int)threadIdx.x;
  r2 = (long long)r1;
  r3 = (int)blockDim.x;
  r4 = (long long)r3;
  r5 = (int)blockIdx.x;
  r6 = (long long)r5;
  r7 = wf_mul(r6, r4);
  r8 = wf_add(r2, r7);
  // local_array.py:8: if i < xs.shape[0]:
  r9 = p0.shape[0];
  r10 = r8 < r9;
  if (r10) {
    // local_array.py:10: n = xs[i]
    r12 = WF_ELEM(long long, p0, WF_IX(r8, p0.shape[0]) * p0.strides[0]);
    // local_array.py:11: k = 0
    r13 = 0ll;
    // local_array.py:12: while n > 0:
    for (;;) {
      r15 = r12 > r14;
      if (!r15) break;
      // local_array.py:13: d[k] = n % 10
      r17 = wf_mod(r12, r16);
      loc2[WF_IX(r13, 8ll)] = r17;
      // local_array.py:14: n //= 10
      r19 = wf_floordiv(r12, r18);
      r12 = r19;
      // local_array.py:15: k += 1
      r13 = wf_add(r13, r20);
    }
    // local_array.py:16: r = 0
    r22 = 0ll;
    // local_array.py:17: for j in range(k):
    r25 = r23;
    for (;;) {
      r26 = r25 < r13;
      if (!r26) break;
      r27 = r25;
      // local_array.py:18: r = r * 10 + d[j]
      r29 = wf_mul(r22, r28);
      r30 = loc2[WF_IX(r27, 8ll)];
      r22 = wf_add(r29, r30);
      // local_array.py:17: for j in range(k):
      r25 = wf_add(r25, r24);
    }
    // local_array.py:19: out[i] = r
    WF_ELEM(long long, p1, WF_IX(r8, p1.shape[0]) * p1.strides[0]) = r22;
  }
}
