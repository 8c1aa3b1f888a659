import numpy as np
# NumPy here uses the reference BLAS, which sums each product term by term in k order
a = (np.arange(91, dtype=np.float64) * 0.37 % 1.9 - 0.8).reshape(7, 13)
b = (np.arange(65, dtype=np.float64) * 0.53 % 1.3 - 0.6).reshape(13, 5)
v = np.arange(13) * 0.1
print(repr((a @ b)[3, 2]), repr(np.dot(v, v[::-1])), repr((a @ v)[4]), repr((v @ b)[1]))
print(repr((a @ a.T)[2, 5]), repr(np.inner(a, a)[1, 4]), repr(np.vdot(a, a)))
f = a.astype(np.float32)
print(f @ b.astype(np.float32))
print(repr(np.dot(v.astype(np.float32), v.astype(np.float32))))
# expect: -0.4540000000000023 2.8600000000000003 0.49200000000000604 2.703999999999998
# expect: -2.076799999999998 -1.3617999999999981 29.56450000000001
# expect: [[-0.08099999  0.6398001  -0.7973998   0.31340003  0.63119996]
# expect:  [-0.885       0.7527     -0.39159998  0.01110002 -0.22320002]
# expect:  [ 0.30600005 -0.16039997  0.9072001   0.05080003  1.1833999 ]
# expect:  [-1.3529999   1.1115     -0.454      -0.00449997  0.12000012]
# expect:  [-0.16199997  0.19839999  0.84480006  0.03520001  1.5266    ]
# expect:  [-0.39600003  0.8813     -0.6494      0.30290002 -1.2277999 ]
# expect:  [-0.62999994  0.55719995  0.7824002   0.0196      1.8698001 ]]
# expect: 6.5
