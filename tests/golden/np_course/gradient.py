# np.gradient: spacing scalars, coordinate arrays (uniform and uneven), axis=, edge_order=2, n-d lists.
import numpy as np
f = np.array([1, 2, 4, 7, 11, 16], dtype=float)
print(np.gradient(f), np.gradient(f, 2), np.gradient(f, 0.5, edge_order=2), np.gradient([1, 4, 9, 16]))
g = np.array([[1, 2, 6], [3, 4, 5]], dtype=float)
print(np.gradient(g), np.gradient(g, axis=0), np.gradient(g, 2.0, axis=1), np.gradient(g, 1.0, 2.0))
print(np.gradient(np.array([1, 3, 2], dtype=np.float32)), np.gradient(np.sin(np.linspace(0, np.pi, 7)), np.pi / 6))
x = np.linspace(0, 1, 11)
print(np.gradient(x ** 2, 0.1, edge_order=2))
print(np.gradient(x ** 2, x), np.gradient(f, np.array([0.0, 1.0, 1.5, 3.5, 4.0, 7.0])), np.gradient(f, [0, 1, 2, 3, 4, 5]))
print(np.gradient(g, [0.0, 2.0], [0, 1, 3]))

# expect: [1.  1.5 2.5 3.5 4.5 5. ] [0.5  0.75 1.25 1.75 2.25 2.5 ] [ 1.  3.  5.  7.  9. 11.] [3. 4. 6. 7.]
# expect: [array([[ 2.,  2., -1.],
# expect:        [ 2.,  2., -1.]]), array([[1. , 2.5, 4. ],
# expect:        [1. , 1. , 1. ]])] [[ 2.  2. -1.]
# expect:  [ 2.  2. -1.]] [[0.5  1.25 2.  ]
# expect:  [0.5  0.5  0.5 ]] [array([[ 2.,  2., -1.],
# expect:        [ 2.,  2., -1.]]), array([[0.5 , 1.25, 2.  ],
# expect:        [0.5 , 0.5 , 0.5 ]])]
# expect[avx512_skx]: [ 2.   0.5 -1. ] [ 9.54929659e-01  8.26993343e-01  4.77464829e-01  2.12036979e-16
# expect[!avx512_skx]: [ 2.   0.5 -1. ] [ 9.54929659e-01  8.26993343e-01  4.77464829e-01  1.06018489e-16
# expect:  -4.77464829e-01 -8.26993343e-01 -9.54929659e-01]
# expect: [0.  0.2 0.4 0.6 0.8 1.  1.2 1.4 1.6 1.8 2. ]
# expect: [0.1 0.2 0.4 0.6 0.8 1.  1.2 1.4 1.6 1.8 1.9] [1.         3.         3.5        6.7        7.0952381  1.66666667] [1.  1.5 2.5 3.5 4.5 5. ]
# expect: [array([[ 1. ,  1. , -0.5],
# expect:        [ 1. ,  1. , -0.5]]), array([[1.        , 1.33333333, 2.        ],
# expect:        [1.        , 0.83333333, 0.5       ]])]
