/* kernel 'warp_sum' from warp_shuffle.py, specialised as warp_sum__a1Ci4_a1Ci4_a1Cu4 */
extern "C" __global__ void warp_sum__a1Ci4_a1Ci4_a1Cu4(WeftArray p0, WeftArray p1, WeftArray p2, long long weft_dyn_shared_bytes) {
  bool r7, r21, r26;
  int r0, r2, r9, r16, r28, r32, r35, r36;
  long long r1, r3, r4, r5, r6, r10, r11, r12, r13, r14, r15, r17, r18, r19, r20, r24, r25, r27, r29, r30, r31, r33, r37, r38, r39;
  unsigned int r8, r22, r23, r34;
  // warp_shuffle.py:11: while off > 0:
  r6 = 0ll;
  // warp_shuffle.py:12: v += cuda.shfl_down_sync(0xffffffff, v, off)
  r8 = 4294967295u;
  // warp_shuffle.py:13: off //= 2
  r12 = 2ll;
  // warp_shuffle.py:14: b = cuda.ballot_sync(0xffffffff, a[t] % 2 == 1)
  r14 = 4294967295ll;
  r17 = 2ll;
  r20 = 1ll;
  // warp_shuffle.py:15: if t == 0:
  r24 = 0ll;
  // warp_shuffle.py:16: out[0] = v
  r27 = 0ll;
  // warp_shuffle.py:17: bal[0] = b
  r29 = 0ll;
  // warp_shuffle.py:18: out[1 + t] = cuda.shfl_xor_sync(0xffffffff, a[t], 1)
  r30 = 4294967295ll;
  r33 = 1ll;
  r37 = 1ll;
  // warp_shuffle.py:8: t = cuda.threadIdx.x
  r0 = (int)threadIdx.x;
  // warp_shuffle.py:9: v = a[t]
  r1 = (long long)r0;
  r2 = WF_ELEM(int, p0, WF_IX(r1, p0.shape[0]) * p0.strides[0]);
  r4 = (long long)r2;
  r3 = r4;
  // warp_shuffle.py:10: off = 16
  r5 = 16ll;
  // warp_shuffle.py:11: while off > 0:
  for (;;) {
    r7 = r5 > r6;
    if (!r7) break;
    // warp_shuffle.py:12: v += cuda.shfl_down_sync(0xffffffff, v, off)
    r9 = (int)r5;
    r10 = __shfl_down_sync(r8, r3, (unsigned)r9);
    r3 = wf_add(r3, r10);
    // warp_shuffle.py:13: off //= 2
    r5 = wf_floordiv(r5, r12);
  }
  // warp_shuffle.py:14: b = cuda.ballot_sync(0xffffffff, a[t] % 2 == 1)
  r15 = (long long)r0;
  r16 = WF_ELEM(int, p0, WF_IX(r15, p0.shape[0]) * p0.strides[0]);
  r18 = (long long)r16;
  r19 = wf_mod(r18, r17);
  r21 = r19 == r20;
  r22 = (unsigned int)r14;
  r23 = __ballot_sync(r22, r21);
  // warp_shuffle.py:15: if t == 0:
  r25 = (long long)r0;
  r26 = r25 == r24;
  if (r26) {
    // warp_shuffle.py:16: out[0] = v
    r28 = (int)r3;
    WF_ELEM(int, p1, WF_IX(r27, p1.shape[0]) * p1.strides[0]) = r28;
    // warp_shuffle.py:17: bal[0] = b
    WF_ELEM(unsigned int, p2, WF_IX(r29, p2.shape[0]) * p2.strides[0]) = r23;
  }
  // warp_shuffle.py:18: out[1 + t] = cuda.shfl_xor_sync(0xffffffff, a[t], 1)
  r31 = (long long)r0;
  r32 = WF_ELEM(int, p0, WF_IX(r31, p0.shape[0]) * p0.strides[0]);
  r34 = (unsigned int)r30;
  r35 = (int)r33;
  r36 = __shfl_xor_sync(r34, r32, r35);
  r38 = (long long)r0;
  r39 = wf_add(r37, r38);
  WF_ELEM(int, p1, WF_IX(r39, p1.shape[0]) * p1.strides[0]) = r36;
}
