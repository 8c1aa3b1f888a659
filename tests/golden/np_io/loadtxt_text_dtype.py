# np.loadtxt with a text dtype (str, 'U', 'U3') reads each field as a string
import io
import numpy as np

a = np.loadtxt(io.StringIO("a 1\nb 2\n"), dtype=str)
print(a)
print(a.dtype)
print(np.loadtxt(io.StringIO("x,10\ny,200\n"), dtype='U', delimiter=','))
print(np.loadtxt(io.StringIO("h\nab 1\ncd 2\n"), dtype='U3', skiprows=1, usecols=0))
print(np.loadtxt(io.StringIO("ab cd\n"), dtype=str))
print(np.loadtxt(io.StringIO("ab\n"), dtype=str))
print(np.loadtxt(io.StringIO("ab\n"), dtype=str, ndmin=2))
print(np.loadtxt(io.StringIO("ab cd\nef gh\n"), dtype=str, unpack=True))
print(np.genfromtxt(io.StringIO("ab 1\ncd 2\n"), dtype=str, usecols=0))

# expect: [['a' '1']
# expect:  ['b' '2']]
# expect: <U1
# expect: [['x' '10']
# expect:  ['y' '200']]
# expect: ['ab' 'cd']
# expect: ['ab' 'cd']
# expect: ab
# expect: [['ab']]
# expect: [['ab' 'ef']
# expect:  ['cd' 'gh']]
# expect: ['ab' 'cd']
