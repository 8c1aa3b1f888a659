/* kernel 'warp_sum' from syncwarp_reduce.py, specialised as warp_sum__a1Cf4_a1Cf4 */
extern "C" __global__ void warp_sum__a1Cf4_a1Cf4(WeftArray p0, WeftArray p1, long long weft_dyn_shared_bytes) {
  bool r4, r13, r15, r27;
  int r1;
  long long r0, r2, r3, r5, r9, r11, r12, r14, r16, r18, r19, r23, r24, r25, r26, r28, r30;
  unsigned int r10, r22;
  float r6, r7, r8, r17, r20, r21, r29;
  __shared__ float sh2[32]; // 'buf'
  // syncwarp_reduce.py:9: buf = cuda.shared.array(32, np.float32)
  r0 = 32ll;
  // syncwarp_reduce.py:11: buf[t] = a[t] if t < a.shape[0] else np.float32(0)
  r8 = 0.0f;
  // syncwarp_reduce.py:12: cuda.syncwarp()
  r10 = 4294967295u;
  // syncwarp_reduce.py:14: while s > 0:
  r12 = 0ll;
  // syncwarp_reduce.py:17: cuda.syncwarp(0xffffffff)
  r22 = 4294967295u;
  // syncwarp_reduce.py:18: s //= 2
  r23 = 2ll;
  // syncwarp_reduce.py:19: if t == 0:
  r25 = 0ll;
  // syncwarp_reduce.py:20: out[0] = buf[0]
  r28 = 0ll;
  r30 = 0ll;
  // syncwarp_reduce.py:10: t = cuda.threadIdx.x
  r1 = (int)threadIdx.x;
  // syncwarp_reduce.py:11: buf[t] = a[t] if t < a.shape[0] else np.float32(0)
  r2 = p0.shape[0];
  r3 = (long long)r1;
  r4 = r3 < r2;
  if (r4) {
    r5 = (long long)r1;
    r6 = WF_ELEM(float, p0, WF_IX(r5, p0.shape[0]) * p0.strides[0]);
    r7 = r6;
  } else {
    r7 = r8;
  }
  r9 = (long long)r1;
  sh2[WF_IX(r9, 32ll)] = r7;
  // syncwarp_reduce.py:12: cuda.syncwarp()
  __syncwarp(r10);
  // syncwarp_reduce.py:13: s = 16
  r11 = 16ll;
  // syncwarp_reduce.py:14: while s > 0:
  for (;;) {
    r13 = r11 > r12;
    if (!r13) break;
    // syncwarp_reduce.py:15: if t < s:
    r14 = (long long)r1;
    r15 = r14 < r11;
    if (r15) {
      // syncwarp_reduce.py:16: buf[t] += buf[t + s]
      r16 = (long long)r1;
      r17 = sh2[WF_IX(r16, 32ll)];
      r18 = (long long)r1;
      r19 = wf_add(r18, r11);
      r20 = sh2[WF_IX(r19, 32ll)];
      r21 = r17 + r20;
      sh2[WF_IX(r16, 32ll)] = r21;
    }
    // syncwarp_reduce.py:17: cuda.syncwarp(0xffffffff)
    __syncwarp(r22);
    // syncwarp_reduce.py:18: s //= 2
    r24 = wf_floordiv(r11, r23);
    r11 = r24;
  }
  // syncwarp_reduce.py:19: if t == 0:
  r26 = (long long)r1;
  r27 = r26 == r25;
  if (r27) {
    // syncwarp_reduce.py:20: out[0] = buf[0]
    r29 = sh2[WF_IX(r28, 32ll)];
    WF_ELEM(float, p1, WF_IX(r30, p1.shape[0]) * p1.strides[0]) = r29;
  }
}
