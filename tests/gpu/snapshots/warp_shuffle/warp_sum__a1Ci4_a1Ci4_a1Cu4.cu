/* kernel 'warp_sum' from warp_shuffle.py, specialised as warp_sum__a1Ci4_a1Ci4_a1Cu4 */
extern "C" __global__ void warp_sum__a1Ci4_a1Ci4_a1Cu4(WeftArray p0, WeftArray p1, WeftArray p2, long long weft_dyn_shared_bytes) {
  bool r5, r19, r24;
  int r0, r2, r7, r8, r9, r14, r29, r32, r33;
  long long r1, r3, r4, r10, r11, r12, r13, r15, r16, r17, r18, r22, r23, r25, r26, r27, r28, r30, r34, r35, r36;
  unsigned int r6, r20, r21, r31;
  // warp_shuffle.py:11: while off > 0:
  r4 = 0ll;
  // warp_shuffle.py:12: v += cuda.shfl_down_sync(0xffffffff, v, off)
  r6 = 4294967295u;
  // warp_shuffle.py:13: off //= 2
  r10 = 2ll;
  // warp_shuffle.py:14: b = cuda.ballot_sync(0xffffffff, a[t] % 2 == 1)
  r12 = 4294967295ll;
  r15 = 2ll;
  r18 = 1ll;
  // warp_shuffle.py:15: if t == 0:
  r22 = 0ll;
  // warp_shuffle.py:16: out[0] = v
  r25 = 0ll;
  // warp_shuffle.py:17: bal[0] = b
  r26 = 0ll;
  // warp_shuffle.py:18: out[1 + t] = cuda.shfl_xor_sync(0xffffffff, a[t], 1)
  r27 = 4294967295ll;
  r30 = 1ll;
  r34 = 1ll;
  // warp_shuffle.py:8: t = cuda.threadIdx.x
  r0 = (int)threadIdx.x;
  // warp_shuffle.py:9: v = a[t]
  r1 = (long long)r0;
  r2 = WF_ELEM(int, p0, r1 * p0.strides[0]);
  // warp_shuffle.py:10: off = 16
  r3 = 16ll;
  // warp_shuffle.py:11: while off > 0:
  for (;;) {
    r5 = r3 > r4;
    if (!r5) break;
    // warp_shuffle.py:12: v += cuda.shfl_down_sync(0xffffffff, v, off)
    r7 = (int)r3;
    r8 = __shfl_down_sync(r6, r2, (unsigned)r7);
    r2 = wf_add(r2, r8);
    // warp_shuffle.py:13: off //= 2
    r3 = wf_floordiv(r3, r10);
  }
  // warp_shuffle.py:14: b = cuda.ballot_sync(0xffffffff, a[t] % 2 == 1)
  r13 = (long long)r0;
  r14 = WF_ELEM(int, p0, r13 * p0.strides[0]);
  r16 = (long long)r14;
  r17 = wf_mod(r16, r15);
  r19 = r17 == r18;
  r20 = (unsigned int)r12;
  r21 = __ballot_sync(r20, r19);
  // warp_shuffle.py:15: if t == 0:
  r23 = (long long)r0;
  r24 = r23 == r22;
  if (r24) {
    // warp_shuffle.py:16: out[0] = v
    WF_ELEM(int, p1, r25 * p1.strides[0]) = r2;
    // warp_shuffle.py:17: bal[0] = b
    WF_ELEM(unsigned int, p2, r26 * p2.strides[0]) = r21;
  }
  // warp_shuffle.py:18: out[1 + t] = cuda.shfl_xor_sync(0xffffffff, a[t], 1)
  r28 = (long long)r0;
  r29 = WF_ELEM(int, p0, r28 * p0.strides[0]);
  r31 = (unsigned int)r27;
  r32 = (int)r30;
  r33 = __shfl_xor_sync(r31, r29, r32);
  r35 = (long long)r0;
  r36 = wf_add(r34, r35);
  WF_ELEM(int, p1, r36 * p1.strides[0]) = r33;
}
