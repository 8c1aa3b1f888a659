/* kernel 'coords' from grid_3d.py, specialised as coords__a3Ci8 */
extern "C" __global__ void coords__a3Ci8(WeftArray p0, long long weft_dyn_shared_bytes) {
  bool r31, r32, r36, r37, r41;
  int r1, r3, r5, r9, r11, r13, r17, r19, r21;
  long long r0, r2, r4, r6, r7, r8, r10, r12, r14, r15, r16, r18, r20, r22, r23, r24, r25, r26, r27, r28, r29, r30, r33, r34, r35, r38, r39, r40, r42, r43, r44, r45, r46, r47;
  // grid_3d.py:7: x, y, z = cuda.grid(3)
  r0 = 3ll;
  // grid_3d.py:9: out[x, y, z] = x * 100 + y * 10 + z
  r42 = 100ll;
  r44 = 10ll;
  // grid_3d.py:7: x, y, z = cuda.grid(3)
  r1 = (int)threadIdx.x;
  r2 = (long long)r1;
  r3 = (int)blockDim.x;
  r4 = (long long)r3;
  r5 = (int)blockIdx.x;
  r6 = (long long)r5;
  r7 = wf_mul(r6, r4);
  r8 = wf_add(r2, r7);
  r9 = (int)threadIdx.y;
  r10 = (long long)r9;
  r11 = (int)blockDim.y;
  r12 = (long long)r11;
  r13 = (int)blockIdx.y;
  r14 = (long long)r13;
  r15 = wf_mul(r14, r12);
  r16 = wf_add(r10, r15);
  r17 = (int)threadIdx.z;
  r18 = (long long)r17;
  r19 = (int)blockDim.z;
  r20 = (long long)r19;
  r21 = (int)blockIdx.z;
  r22 = (long long)r21;
  r23 = wf_mul(r22, r20);
  r24 = wf_add(r18, r23);
  r25 = r8;
  r26 = r16;
  r27 = r24;
  // grid_3d.py:8: if x < out.shape[0] and y < out.shape[1] and z < out.shape[2]:
  r28 = p0.shape[0];
  r29 = p0.shape[1];
  r30 = p0.shape[2];
  r31 = r25 < r28;
  r32 = r31;
  if (r31) {
    r33 = p0.shape[0];
    r34 = p0.shape[1];
    r35 = p0.shape[2];
    r36 = r26 < r34;
    r32 = r36;
  }
  r37 = r32;
  if (r32) {
    r38 = p0.shape[0];
    r39 = p0.shape[1];
    r40 = p0.shape[2];
    r41 = r27 < r40;
    r37 = r41;
  }
  if (r37) {
    // grid_3d.py:9: out[x, y, z] = x * 100 + y * 10 + z
    r43 = wf_mul(r25, r42);
    r45 = wf_mul(r26, r44);
    r46 = wf_add(r43, r45);
    r47 = wf_add(r46, r27);
    WF_ELEM(long long, p0, WF_IX(r25, p0.shape[0]) * p0.strides[0] + WF_IX(r26, p0.shape[1]) * p0.strides[1] + WF_IX(r27, p0.shape[2]) * p0.strides[2]) = r47;
  }
}
