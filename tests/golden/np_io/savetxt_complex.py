# np.savetxt of complex arrays as NumPy 1.24 writes them: ' (%.18e+%.18ej)' per item by
# default, a one-% fmt made ' (F+Fj)', a longer fmt holding two formats per column, '+-' made
# '-', and the errors of fmt strings and lists that do not fit.
import io

import numpy as np

a = np.array([[1 + 2j, -3.5 - 0.25j], [0j, 1e300 - 1e-300j]])


def show(x, **kw):
    s = io.StringIO()
    try:
        np.savetxt(s, x, **kw)
        print(repr(s.getvalue()))
    except Exception as e:
        print(type(e).__name__, e)


show(a)
show(a, fmt='%.3f')
show(a, fmt='%.2e', delimiter=',')
show(a, fmt='%.1f%+.1fj|%g%+gj')
show(a, header='h1\nh2', footer='end', comments='// ', newline=';\n')
show(np.array([1 + 1j, 2 - 2j], dtype=np.complex64))
show(np.array([0.1 + 0.2j], dtype=np.complex64), fmt='%s')
show(np.array([1 + 1j, complex(np.nan, np.inf), complex(-np.inf, -np.nan)]))
show(a, fmt=['%.1f', '%.2f'])
show(a, fmt='%.2f %+.2fj')
show(a, fmt=['%.1f', '%.2f', '%d'])
show(a, fmt='%.1f %.1f %.1f')
show(np.zeros((0, 2), dtype=complex), header='empty')
# expect: ' (1.000000000000000000e+00+2.000000000000000000e+00j)  (-3.500000000000000000e+00-2.500000000000000000e-01j)\n (0.000000000000000000e+00+0.000000000000000000e+00j)  (1.000000000000000053e+300-1.000000000000000025e-300j)\n'
# expect: ' (1.000+2.000j)  (-3.500-0.250j)\n (0.000+0.000j)  (1000000000000000052504760255204420248704468581108159154915854115511802457988908195786371375080447864043704443832883878176942523235360430575644792184786706982848387200926575803737830233794788090059368953234970799945081119038967640880074652742780142494579258788820056842838115669472196386865459400540160.000-0.000j)\n'
# expect: ' (1.00e+00+2.00e+00j), (-3.50e+00-2.50e-01j)\n (0.00e+00+0.00e+00j), (1.00e+300-1.00e-300j)\n'
# expect: '1.0+2.0j|-3.5-0.25j\n0.0+0.0j|1e+300-1e-300j\n'
# expect: '// h1\n// h2;\n (1.000000000000000000e+00+2.000000000000000000e+00j)  (-3.500000000000000000e+00-2.500000000000000000e-01j);\n (0.000000000000000000e+00+0.000000000000000000e+00j)  (1.000000000000000053e+300-1.000000000000000025e-300j);\n// end;\n'
# expect: ' (1.000000000000000000e+00+1.000000000000000000e+00j)\n (2.000000000000000000e+00-2.000000000000000000e+00j)\n'
# expect: ' (0.1+0.2j)\n'
# expect: ' (1.000000000000000000e+00+1.000000000000000000e+00j)\n (nan+infj)\n (-inf+nanj)\n'
# expect: TypeError not all arguments converted during string formatting
# expect: ValueError fmt has wrong number of % formats:  %.2f %+.2fj
# expect: AttributeError fmt has wrong shape.  ['%.1f', '%.2f', '%d']
# expect: ValueError fmt has wrong number of % formats:  %.1f %.1f %.1f
# expect: '# empty\n'
