/* kernel 'block_sum' from shared_reduce.py, specialised as block_sum__a1Cf4_a1Cf4 */
extern "C" __global__ void block_sum__a1Cf4_a1Cf4(WeftArray p0, WeftArray p1, long long weft_dyn_shared_bytes) {
  bool r13, r23, r25, r36;
  int r2, r4, r6, r8;
  long long r0, r1, r3, r5, r7, r9, r10, r11, r12, r17, r19, r20, r21, r22, r24, r26, r28, r29, r32, r33, r34, r35, r37, r38, r40;
  float r14, r18, r27, r30, r31, r39, r41;
  double r15, r16;
  __shared__ float sh2[128]; // 'buf'
  // shared_reduce.py:9: buf = cuda.shared.array(TPB, dtype=float32)
  r0 = 128ll;
  r1 = 128ll;
  // shared_reduce.py:11: i = cuda.grid(1)
  r3 = 1ll;
  // shared_reduce.py:12: buf[t] = x[i] if i < x.shape[0] else 0
  r16 = 0.0;
  // shared_reduce.py:14: s = TPB // 2
  r19 = 128ll;
  r20 = 2ll;
  // shared_reduce.py:15: while s > 0:
  r22 = 0ll;
  // shared_reduce.py:19: s //= 2
  r32 = 2ll;
  // shared_reduce.py:20: if t == 0:
  r34 = 0ll;
  // shared_reduce.py:21: cuda.atomic.add(total, 0, buf[0])
  r37 = 0ll;
  r38 = 0ll;
  r40 = 0ll;
  // shared_reduce.py:10: t = cuda.threadIdx.x
  r2 = (int)threadIdx.x;
  // shared_reduce.py:11: i = cuda.grid(1)
  r4 = (int)threadIdx.x;
  r5 = (long long)r4;
  r6 = (int)blockDim.x;
  r7 = (long long)r6;
  r8 = (int)blockIdx.x;
  r9 = (long long)r8;
  r10 = wf_mul(r9, r7);
  r11 = wf_add(r5, r10);
  // shared_reduce.py:12: buf[t] = x[i] if i < x.shape[0] else 0
  r12 = p0.shape[0];
  r13 = r11 < r12;
  if (r13) {
    r14 = WF_ELEM(float, p0, r11 * p0.strides[0]);
    r15 = (double)r14;
  } else {
    r15 = r16;
  }
  r17 = (long long)r2;
  r18 = (float)r15;
  sh2[r17] = r18;
  // shared_reduce.py:13: cuda.syncthreads()
  __syncthreads();
  // shared_reduce.py:14: s = TPB // 2
  r21 = wf_floordiv(r19, r20);
  // shared_reduce.py:15: while s > 0:
  for (;;) {
    r23 = r21 > r22;
    if (!r23) break;
    // shared_reduce.py:16: if t < s:
    r24 = (long long)r2;
    r25 = r24 < r21;
    if (r25) {
      // shared_reduce.py:17: buf[t] += buf[t + s]
      r26 = (long long)r2;
      r27 = sh2[r26];
      r28 = (long long)r2;
      r29 = wf_add(r28, r21);
      r30 = sh2[r29];
      r31 = r27 + r30;
      sh2[r26] = r31;
    }
    // shared_reduce.py:18: cuda.syncthreads()
    __syncthreads();
    // shared_reduce.py:19: s //= 2
    r21 = wf_floordiv(r21, r32);
  }
  // shared_reduce.py:20: if t == 0:
  r35 = (long long)r2;
  r36 = r35 == r34;
  if (r36) {
    // shared_reduce.py:21: cuda.atomic.add(total, 0, buf[0])
    r39 = sh2[r38];
    r41 = wf_atomic_add(&WF_ELEM(float, p1, r40 * p1.strides[0]), r39);
  }
}
