# np.loadtxt with quotechar=: a quoted field runs on across newlines, for numbers and text.
import numpy as np
import io
print(repr(np.loadtxt(io.StringIO('"a\nb",1\n"c",2\n'), delimiter=',', quotechar='"', dtype=str)))
print(repr(np.loadtxt(io.StringIO('"x\n\ny" "2"\n# c\n"q" 3\n'), quotechar='"', dtype=str)))
print(repr(np.loadtxt(io.StringIO('1,"2"\n3,"4\n"\n'), delimiter=',', quotechar='"')))
print(repr(np.loadtxt(io.StringIO('h\n"a\nb",1\n"c",2\n'), delimiter=',', quotechar='"', dtype=str, skiprows=1)))
print(repr(np.loadtxt(io.StringIO('"a\nb",1\n"c",2\n"d",3\n'), delimiter=',', quotechar='"', dtype=str, max_rows=2)))
print(repr(np.loadtxt(io.StringIO('"a""b\n",1\r\n"c",2\r\n'), delimiter=',', quotechar='"', dtype=str)))
src = '"a\nb", 1 ,x\n"c",2,"y"\n'
print(repr(np.loadtxt(io.StringIO(src), delimiter=',', quotechar='"', dtype=str, usecols=[0, 1])))
print(repr(np.loadtxt(io.StringIO(src), delimiter=',', quotechar='"', dtype='U1', unpack=True)))
print(repr(np.loadtxt(io.StringIO('"p\nq"\n'), delimiter=',', quotechar='"', dtype=str)))
print(repr(np.loadtxt(io.StringIO('"p\nq"\n'), delimiter=',', quotechar='"', dtype=str, ndmin=2)))
print(repr(np.loadtxt(io.StringIO('"p",1\n'), delimiter=',', quotechar='"', dtype='S')))
# expect: array([['a\nb', '1'],
# expect:        ['c', '2']], dtype='<U3')
# expect: array([['x\n\ny', '2'],
# expect:        ['q', '3']], dtype='<U4')
# expect: array([[1., 2.],
# expect:        [3., 4.]])
# expect: array([['a\nb', '1'],
# expect:        ['c', '2']], dtype='<U3')
# expect: array([['a\nb', '1'],
# expect:        ['c', '2']], dtype='<U3')
# expect: array([['a"b\n', '1'],
# expect:        ['c', '2']], dtype='<U4')
# expect: array([['a\nb', ' 1 '],
# expect:        ['c', '2']], dtype='<U3')
# expect: array([['a', 'c'],
# expect:        [' ', '2'],
# expect:        ['x', 'y']], dtype='<U1')
# expect: array('p\nq', dtype='<U3')
# expect: array([['p\nq']], dtype='<U3')
# expect: array([b'p', b'1'], dtype='|S1')
