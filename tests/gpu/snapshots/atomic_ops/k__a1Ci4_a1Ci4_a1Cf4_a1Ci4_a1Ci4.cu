/* kernel 'k' from atomic_ops.py, specialised as k__a1Ci4_a1Ci4_a1Cf4_a1Ci4_a1Ci4 */
extern "C" __global__ void k__a1Ci4_a1Ci4_a1Cf4_a1Ci4_a1Ci4(WeftArray p0, WeftArray p1, WeftArray p2, WeftArray p3, WeftArray p4, long long weft_dyn_shared_bytes) {
  int r1, r3, r5, r12, r13, r20, r21, r28, r29, r39, r40, r41, r45, r46;
  long long r0, r2, r4, r6, r7, r8, r9, r10, r11, r14, r15, r16, r17, r18, r19, r22, r23, r24, r25, r26, r27, r30, r32, r35, r36, r37, r38, r42, r43, r44;
  float r33, r34;
  double r31;
  // atomic_ops.py:7: i = cuda.grid(1)
  r0 = 1ll;
  // atomic_ops.py:8: olds[i] = cuda.atomic.add(counts, 0, 1)
  r9 = 0ll;
  r10 = 1ll;
  r11 = 0ll;
  // atomic_ops.py:9: cuda.atomic.max(mx, 0, i * 3 % 17)
  r14 = 0ll;
  r15 = 3ll;
  r17 = 17ll;
  r19 = 0ll;
  // atomic_ops.py:10: cuda.atomic.min(mx, 1, i * 3 % 17)
  r22 = 1ll;
  r23 = 3ll;
  r25 = 17ll;
  r27 = 1ll;
  // atomic_ops.py:11: cuda.atomic.add(fl, 0, 0.5)
  r30 = 0ll;
  r31 = 0.5;
  r32 = 0ll;
  // atomic_ops.py:12: cuda.atomic.compare_and_swap(cas, 0, i + 100)
  r35 = 0ll;
  r36 = 100ll;
  r38 = 0ll;
  // atomic_ops.py:13: cuda.atomic.inc(counts, 2, 4)
  r42 = 2ll;
  r43 = 4ll;
  r44 = 2ll;
  // atomic_ops.py:7: i = cuda.grid(1)
  r1 = (int)threadIdx.x;
  r2 = (long long)r1;
  r3 = (int)blockDim.x;
  r4 = (long long)r3;
  r5 = (int)blockIdx.x;
  r6 = (long long)r5;
  r7 = wf_mul(r6, r4);
  r8 = wf_add(r2, r7);
  // atomic_ops.py:8: olds[i] = cuda.atomic.add(counts, 0, 1)
  r12 = (int)r10;
  r13 = wf_atomic_add(&WF_ELEM(int, p0, WF_IX(r11, p0.shape[0]) * p0.strides[0]), r12);
  WF_ELEM(int, p3, WF_IX(r8, p3.shape[0]) * p3.strides[0]) = r13;
  // atomic_ops.py:9: cuda.atomic.max(mx, 0, i * 3 % 17)
  r16 = wf_mul(r8, r15);
  r18 = wf_mod(r16, r17);
  r20 = (int)r18;
  r21 = wf_atomic_max(&WF_ELEM(int, p1, WF_IX(r19, p1.shape[0]) * p1.strides[0]), r20);
  // atomic_ops.py:10: cuda.atomic.min(mx, 1, i * 3 % 17)
  r24 = wf_mul(r8, r23);
  r26 = wf_mod(r24, r25);
  r28 = (int)r26;
  r29 = wf_atomic_min(&WF_ELEM(int, p1, WF_IX(r27, p1.shape[0]) * p1.strides[0]), r28);
  // atomic_ops.py:11: cuda.atomic.add(fl, 0, 0.5)
  r33 = (float)r31;
  r34 = wf_atomic_add(&WF_ELEM(float, p2, WF_IX(r32, p2.shape[0]) * p2.strides[0]), r33);
  // atomic_ops.py:12: cuda.atomic.compare_and_swap(cas, 0, i + 100)
  r37 = wf_add(r8, r36);
  r39 = (int)r35;
  r40 = (int)r37;
  r41 = wf_atomic_cas(&WF_ELEM(int, p4, WF_IX(r38, p4.shape[0]) * p4.strides[0]), r39, r40);
  // atomic_ops.py:13: cuda.atomic.inc(counts, 2, 4)
  r45 = (int)r43;
  r46 = wf_atomic_inc(&WF_ELEM(int, p0, WF_IX(r44, p0.shape[0]) * p0.strides[0]), r45);
}
