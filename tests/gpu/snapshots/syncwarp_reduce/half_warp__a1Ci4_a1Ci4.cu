/* kernel 'half_warp' from syncwarp_reduce.py, specialised as half_warp__a1Ci4_a1Ci4 */
extern "C" __global__ void half_warp__a1Ci4_a1Ci4(WeftArray p0, WeftArray p1, long long weft_dyn_shared_bytes) {
  bool r8, r22, r28;
  int r1, r3, r10, r14, r18, r30, r34;
  long long r0, r2, r4, r6, r7, r9, r11, r12, r13, r15, r16, r17, r20, r21, r23, r24, r25, r26, r27, r29, r31, r32, r33;
  unsigned int r5, r19;
  __shared__ int sh2[32]; // 'buf'
  // syncwarp_reduce.py:29: buf = cuda.shared.array(32, np.int32)
  r0 = 32ll;
  // syncwarp_reduce.py:32: cuda.syncwarp()
  r5 = 4294967295u;
  // syncwarp_reduce.py:33: if t < 8:
  r6 = 8ll;
  // syncwarp_reduce.py:34: buf[t] += buf[t + 8]
  r11 = 8ll;
  // syncwarp_reduce.py:35: cuda.syncwarp(0xff)
  r19 = 255u;
  // syncwarp_reduce.py:36: if t == 0:
  r20 = 0ll;
  // syncwarp_reduce.py:38: for k in range(8):
  r24 = 8ll;
  r25 = 0ll;
  r26 = 1ll;
  // syncwarp_reduce.py:40: out[0] = acc
  r33 = 0ll;
  // syncwarp_reduce.py:30: t = cuda.threadIdx.x
  r1 = (int)threadIdx.x;
  // syncwarp_reduce.py:31: buf[t] = a[t]
  r2 = (long long)r1;
  r3 = WF_ELEM(int, p0, WF_IX(r2, p0.shape[0]) * p0.strides[0]);
  r4 = (long long)r1;
  sh2[WF_IX(r4, 32ll)] = r3;
  // syncwarp_reduce.py:32: cuda.syncwarp()
  __syncwarp(r5);
  // syncwarp_reduce.py:33: if t < 8:
  r7 = (long long)r1;
  r8 = r7 < r6;
  if (r8) {
    // syncwarp_reduce.py:34: buf[t] += buf[t + 8]
    r9 = (long long)r1;
    r10 = sh2[WF_IX(r9, 32ll)];
    r12 = (long long)r1;
    r13 = wf_add(r12, r11);
    r14 = sh2[WF_IX(r13, 32ll)];
    r15 = (long long)r10;
    r16 = (long long)r14;
    r17 = wf_add(r15, r16);
    r18 = (int)r17;
    sh2[WF_IX(r9, 32ll)] = r18;
    // syncwarp_reduce.py:35: cuda.syncwarp(0xff)
    __syncwarp(r19);
    // syncwarp_reduce.py:36: if t == 0:
    r21 = (long long)r1;
    r22 = r21 == r20;
    if (r22) {
      // syncwarp_reduce.py:37: acc = 0
      r23 = 0ll;
      // syncwarp_reduce.py:38: for k in range(8):
      r27 = r25;
      for (;;) {
        r28 = r27 < r24;
        if (!r28) break;
        r29 = r27;
        // syncwarp_reduce.py:39: acc += buf[k]
        r30 = sh2[WF_IX(r29, 32ll)];
        r31 = (long long)r30;
        r23 = wf_add(r23, r31);
        // syncwarp_reduce.py:38: for k in range(8):
        r27 = wf_add(r27, r26);
      }
      // syncwarp_reduce.py:40: out[0] = acc
      r34 = (int)r23;
      WF_ELEM(int, p1, WF_IX(r33, p1.shape[0]) * p1.strides[0]) = r34;
    }
  }
}
