# np.polyfit with w= (weights on the residuals) and cov=True / cov='unscaled'
import numpy as np
x = np.linspace(0, 1, 11)
y = 3 * x**2 - 2 * x + 1 + 0.01 * np.sin(20 * x)
c, V = np.polyfit(x, y, 2, cov=True)
print(c)
print(V)
print(np.sqrt(np.diag(V)))
c1, V1 = np.polyfit(x, y, 1, cov='unscaled')
print(c1, V1)
w = 1 / (0.1 + x)
print(np.polyfit(x, y, 1, w=w))
cw, Vw = np.polyfit(x, y, 1, w=w, cov=True)
print(cw, Vw)
Y = np.column_stack([y, 2 * y + x])
c2, V2 = np.polyfit(x, Y, 1, cov=True)
print(c2, V2.shape)
print(V2[:, :, 1])
print(np.polyfit(x, y, 2, w=w, full=True)[:2])
for args, kw in [((x[:2], y[:2], 1), dict(cov=True)), ((x, y, 1), dict(w=w[:3])), ((x, y, 1), dict(w=[w]))]:
    try:
        np.polyfit(*args, **kw)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)


# expect: [ 3.01490296 -2.01458987  1.00266663]
# expect: [[ 7.68116325e-04 -7.68116325e-04  1.15217449e-04]
# expect:  [-7.68116325e-04  8.28029398e-04 -1.45173985e-04]
# expect:  [ 1.15217449e-04 -1.45173985e-04  3.82521930e-05]]
# expect: [0.02771491 0.0287755  0.00618484]
# expect: [1.00031309 0.55043119] [[ 0.90909091 -0.45454545]
# expect:  [-0.45454545  0.31818182]]
# expect: [0.00375475 0.93847549]
# expect: [0.00375475 0.93847549] [[ 0.07850665 -0.00736599]
# expect:  [-0.00736599  0.00328445]]
# expect: [[1.00031309 3.00062618]
# expect:  [0.55043119 1.10086237]] (2, 2, 2)
# expect: [[ 0.31532054 -0.15766027]
# expect:  [-0.15766027  0.11036219]]
# expect: (array([ 2.99609829, -1.99798272,  1.00094469]), array([0.00341881]))
# expect: ValueError the number of data points must exceed order to scale the covariance matrix
# expect: TypeError expected w and y to have the same length
# expect: TypeError expected a 1-d array for weights
