import numpy as np
# NumPy computes float32 exp/log with its own SIMD algorithms, not libm's
x = np.array([0.1, 0.25, 3.5, 1.54321, -2.75, 10.5], dtype=np.float32)
print(np.exp(x))
print(np.log(np.abs(x)))
y = (np.arange(12, dtype=np.float64) * 0.37 - 2.0).astype(np.float32)
print(np.exp(y))
print(np.log(y + 3))
print(np.exp(np.float32(0.25)), np.log(np.float32(3.5)))
# expect: [1.1051710e+00 1.2840255e+00 3.3115452e+01 4.6795878e+00 6.3927867e-02
# expect:  3.6315504e+04]
# expect: [-2.3025851 -1.3862944  1.252763   0.4338647  1.011601   2.3513753]
# expect: [0.13533528 0.19592957 0.28365403 0.41065577 0.59452057 0.8607079
# expect:  1.2460767  1.8039883  2.6116962  3.7810433  5.4739475  7.924823  ]
# expect: [0.         0.31481075 0.5538851  0.746688   0.90825856 1.0473189
# expect:  1.1693814  1.2781522  1.3762441  1.4655676  1.5475625  1.6233407 ]
# expect: 1.2840255 1.252763
