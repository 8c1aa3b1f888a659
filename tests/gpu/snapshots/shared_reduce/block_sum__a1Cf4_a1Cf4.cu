/* kernel 'block_sum' from shared_reduce.py, specialised as block_sum__a1Cf4_a1Cf4 */
extern "C" __global__ void block_sum__a1Cf4_a1Cf4(WeftArray p0, WeftArray p1, long long weft_dyn_shared_bytes) {
  bool r12, r23, r25, r36;
  int r1, r3, r5, r7;
  long long r0, r2, r4, r6, r8, r9, r10, r11, r16, r18, r19, r20, r21, r22, r24, r26, r28, r29, r32, r33, r34, r35, r37, r38, r40;
  float r13, r17, r27, r30, r31, r39, r41;
  double r14, r15;
  __shared__ float sh2[128]; // 'buf'
  // shared_reduce.py:9: buf = cuda.shared.array(TPB, dtype=float32)
  r0 = 128ll;
  // shared_reduce.py:11: i = cuda.grid(1)
  r2 = 1ll;
  // shared_reduce.py:12: buf[t] = x[i] if i < x.shape[0] else 0
  r15 = 0.0;
  // shared_reduce.py:14: s = TPB // 2
  r18 = 128ll;
  r19 = 2ll;
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
  r1 = (int)threadIdx.x;
  // shared_reduce.py:11: i = cuda.grid(1)
  r3 = (int)threadIdx.x;
  r4 = (long long)r3;
  r5 = (int)blockDim.x;
  r6 = (long long)r5;
  r7 = (int)blockIdx.x;
  r8 = (long long)r7;
  r9 = wf_mul(r8, r6);
  r10 = wf_add(r4, r9);
  // shared_reduce.py:12: buf[t] = x[i] if i < x.shape[0] else 0
  r11 = p0.shape[0];
  r12 = r10 < r11;
  if (r12) {
    r13 = WF_ELEM(float, p0, WF_IX(r10, p0.shape[0]) * p0.strides[0]);
    r14 = (double)r13;
  } else {
    r14 = r15;
  }
  r16 = (long long)r1;
  r17 = (float)r14;
  sh2[WF_IX(r16, 128ll)] = r17;
  // shared_reduce.py:13: cuda.syncthreads()
  __syncthreads();
  // shared_reduce.py:14: s = TPB // 2
  r20 = wf_floordiv(r18, r19);
  r21 = r20;
  // shared_reduce.py:15: while s > 0:
  for (;;) {
    r23 = r21 > r22;
    if (!r23) break;
    // shared_reduce.py:16: if t < s:
    r24 = (long long)r1;
    r25 = r24 < r21;
    if (r25) {
      // shared_reduce.py:17: buf[t] += buf[t + s]
      r26 = (long long)r1;
      r27 = sh2[WF_IX(r26, 128ll)];
      r28 = (long long)r1;
      r29 = wf_add(r28, r21);
      r30 = sh2[WF_IX(r29, 128ll)];
      r31 = r27 + r30;
      sh2[WF_IX(r26, 128ll)] = r31;
    }
    // shared_reduce.py:18: cuda.syncthreads()
    __syncthreads();
    // shared_reduce.py:19: s //= 2
    r33 = wf_floordiv(r21, r32);
    r21 = r33;
  }
  // shared_reduce.py:20: if t == 0:
  r35 = (long long)r1;
  r36 = r35 == r34;
  if (r36) {
    // shared_reduce.py:21: cuda.atomic.add(total, 0, buf[0])
    r39 = sh2[WF_IX(r38, 128ll)];
    r41 = wf_atomic_add(&WF_ELEM(float, p1, WF_IX(r40, p1.shape[0]) * p1.strides[0]), r39);
  }
}
