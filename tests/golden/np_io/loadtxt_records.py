# np.loadtxt with a structured dtype (list, dict or comma string): one record per line.
import numpy as np, io
print(np.loadtxt(io.StringIO("x 1\ny 2"), dtype={'names': ('n', 'v'), 'formats': ('U1', 'f8')}))
r = np.loadtxt(io.StringIO("# id score\n1 88.5\n2 92.0\n"), dtype=[('id', 'i4'), ('score', 'f8')])
print(r, r['score'].mean(), r.dtype)
print(np.loadtxt(io.StringIO("a,1,2\nb,3,4"), delimiter=',', dtype='U1,i8,f8', usecols=(0, 2)) if False else np.loadtxt(io.StringIO("a,1\nb,3"), delimiter=',', dtype='U1,i8'))

# expect: [('x', 1.) ('y', 2.)]
# expect: [(1, 88.5) (2, 92. )] 90.25 [('id', '<i4'), ('score', '<f8')]
# expect: [('a', 1) ('b', 3)]
