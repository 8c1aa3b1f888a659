/* kernel 'warp_sum' from warp_shuffle.py, specialised as warp_sum__a1Ci4_a1Ci4_a1Cu4 */
extern "C" __global__ void warp_sum__a1Ci4_a1Ci4_a1Cu4(WeftArray p0, WeftArray p1, WeftArray p2, long long weft_dyn_shared_bytes) {
  bool r7, r22, r27;
  int r0, r2, r9, r16, r29, r33, r36, r37;
  long long r1, r3, r4, r5, r6, r10, r11, r12, r13, r14, r15, r17, r18, r19, r20, r21, r25, r26, r28, r30, r31, r32, r34, r38, r39, r40;
  unsigned int r8, r23, r24, r35;
  // warp_shuffle.py:11: while off > 0:
  r6 = 0ll;
  // warp_shuffle.py:12: v += cuda.shfl_down_sync(0xffffffff, v, off)
  r8 = 4294967295u;
  // warp_shuffle.py:13: off //= 2
  r12 = 2ll;
  // warp_shuffle.py:14: b = cuda.ballot_sync(0xffffffff, a[t] % 2 == 1)
  r14 = 4294967295ll;
  r17 = 2ll;
  r21 = 1ll;
  // warp_shuffle.py:15: if t == 0:
  r25 = 0ll;
  // warp_shuffle.py:16: out[0] = v
  r28 = 0ll;
  // warp_shuffle.py:17: bal[0] = b
  r30 = 0ll;
  // warp_shuffle.py:18: out[1 + t] = cuda.shfl_xor_sync(0xffffffff, a[t], 1)
  r31 = 4294967295ll;
  r34 = 1ll;
  r38 = 1ll;
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
    r13 = wf_floordiv(r5, r12);
    r5 = r13;
  }
  // warp_shuffle.py:14: b = cuda.ballot_sync(0xffffffff, a[t] % 2 == 1)
  r15 = (long long)r0;
  r16 = WF_ELEM(int, p0, WF_IX(r15, p0.shape[0]) * p0.strides[0]);
  r18 = (long long)r16;
  r19 = wf_mod(r18, r17);
  r20 = (long long)r16;
  r22 = r19 == r21;
  r23 = (unsigned int)r14;
  r24 = __ballot_sync(r23, r22);
  // warp_shuffle.py:15: if t == 0:
  r26 = (long long)r0;
  r27 = r26 == r25;
  if (r27) {
    // warp_shuffle.py:16: out[0] = v
    r29 = (int)r3;
    WF_ELEM(int, p1, WF_IX(r28, p1.shape[0]) * p1.strides[0]) = r29;
    // warp_shuffle.py:17: bal[0] = b
    WF_ELEM(unsigned int, p2, WF_IX(r30, p2.shape[0]) * p2.strides[0]) = r24;
  }
  // warp_shuffle.py:18: out[1 + t] = cuda.shfl_xor_sync(0xffffffff, a[t], 1)
  r32 = (long long)r0;
  r33 = WF_ELEM(int, p0, WF_IX(r32, p0.shape[0]) * p0.strides[0]);
  r35 = (unsigned int)r31;
  r36 = (int)r34;
  r37 = __shfl_xor_sync(r35, r33, r36);
  r39 = (long long)r0;
  r40 = wf_add(r38, r39);
  WF_ELEM(int, p1, WF_IX(r40, p1.shape[0]) * p1.strides[0]) = r37;
}
