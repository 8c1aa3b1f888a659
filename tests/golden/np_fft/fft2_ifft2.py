import numpy as np
x = np.arange(12.0).reshape(3, 4)
print(np.fft.fft2(x))
print(np.fft.ifft2(x))
# expect: [[ 66. +0.j          -6. +6.j          -6. +0.j          -6. -6.j        ]
# expect:  [-24.+13.85640646j   0. +0.j           0. +0.j           0. +0.j        ]
# expect:  [-24.-13.85640646j   0. +0.j           0. +0.j           0. +0.j        ]]
# expect: [[ 5.5+0.j         -0.5-0.5j        -0.5+0.j         -0.5+0.5j       ]
# expect:  [-2. -1.15470054j  0. +0.j          0. +0.j          0. +0.j        ]
# expect:  [-2. +1.15470054j  0. +0.j          0. +0.j          0. +0.j        ]]
