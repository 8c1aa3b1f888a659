# np.unique and sorting through the radix path (256+ elements) with NaNs, -0.0, empty arrays
# and non-contiguous inputs.
import numpy as np

x = ((np.arange(3000) * 7919) % 401) / 8.0 - 20.0
x[::13] = np.nan
u = np.unique(x)
print(u.size, u[:3], u[-3:], np.isnan(u).sum())
i = (np.arange(3000) * 7919) % 401 - 200
ui, cnt = np.unique(i[::-2], return_counts=True)
print(ui.size, ui[:4], cnt[:4], cnt.sum())
z = np.zeros(600)
z[::3] = -0.0
print(np.unique(z), np.sort(z)[:2], np.argsort(z)[:5])
e = np.zeros(0)
print(np.sort(e), np.argsort(e), np.unique(e), np.argmax(np.array([np.nan] * 300)))
f = np.arange(2000.0)[::-1].reshape(40, 50)
print(np.sort(f, axis=0)[0, :3], np.argsort(f[:, ::2], axis=1)[0, :3], np.sort(f.T, axis=None)[-2:])

# expect: 402 [-20.    -19.875 -19.75 ] [29.875 30.       nan] 1
# expect: 401 [-200 -199 -198 -197] [4 3 4 4] 1500
# expect: [-0.] [-0. -0.] [  0 396 397 398 399]
# expect: [] [] [] 0
# expect: [49. 48. 47.] [24 23 22] [1998. 1999.]
