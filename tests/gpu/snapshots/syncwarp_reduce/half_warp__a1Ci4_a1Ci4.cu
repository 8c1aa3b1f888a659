/* kernel 'half_warp' from syncwarp_reduce.py, specialised as half_warp__a1Ci4_a1Ci4 */
extern "C" __global__ void half_warp__a1Ci4_a1Ci4(WeftArray p0, WeftArray p1, long long weft_dyn_shared_bytes) {
  bool r8, r19, r25;
  int r1, r3, r10, r14, r15, r27, r31;
  long long r0, r2, r4, r6, r7, r9, r11, r12, r13, r17, r18, r20, r21, r22, r23, r24, r26, r28, r29, r30;
  unsigned int r5, r16;
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
  r16 = 255u;
  // syncwarp_reduce.py:36: if t == 0:
  r17 = 0ll;
  // syncwarp_reduce.py:38: for k in range(8):
  r21 = 8ll;
  r22 = 0ll;
  r23 = 1ll;
  // syncwarp_reduce.py:40: out[0] = acc
  r30 = 0ll;
  // syncwarp_reduce.py:30: t = cuda.threadIdx.x
  r1 = (int)threadIdx.x;
  // syncwarp_reduce.py:31: buf[t] = a[t]
  r2 = (long long)r1;
  r3 = WF_ELEM(int, p0, r2 * p0.strides[0]);
  r4 = (long long)r1;
  sh2[r4] = r3;
  // syncwarp_reduce.py:32: cuda.syncwarp()
  __syncwarp(r5);
  // syncwarp_reduce.py:33: if t < 8:
  r7 = (long long)r1;
  r8 = r7 < r6;
  if (r8) {
    // syncwarp_reduce.py:34: buf[t] += buf[t + 8]
    r9 = (long long)r1;
    r10 = sh2[r9];
    r12 = (long long)r1;
    r13 = wf_add(r12, r11);
    r14 = sh2[r13];
    r15 = wf_add(r10, r14);
    sh2[r9] = r15;
    // syncwarp_reduce.py:35: cuda.syncwarp(0xff)
    __syncwarp(r16);
    // syncwarp_reduce.py:36: if t == 0:
    r18 = (long long)r1;
    r19 = r18 == r17;
    if (r19) {
      // syncwarp_reduce.py:37: acc = 0
      r20 = 0ll;
      // syncwarp_reduce.py:38: for k in range(8):
      r24 = r22;
      for (;;) {
        r25 = r24 < r21;
        if (!r25) break;
        r26 = r24;
        // syncwarp_reduce.py:39: acc += buf[k]
        r27 = sh2[r26];
        r28 = (long long)r27;
        r20 = wf_add(r20, r28);
        // syncwarp_reduce.py:38: for k in range(8):
        r24 = wf_add(r24, r23);
      }
      // syncwarp_reduce.py:40: out[0] = acc
      r31 = (int)r20;
      WF_ELEM(int, p1, r30 * p1.strides[0]) = r31;
    }
  }
}
