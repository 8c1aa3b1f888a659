# A failing example is reported with its file, line and test name, expected and got; the
# summary lists the items that failed (the file name is replaced to keep the output stable).
import contextlib
import doctest
import io


def half(n):
    """
    >>> half(4)
    2
    >>> half(3)
    1
    >>> print('extra')
    """
    return n // 2 if n % 2 == 0 else n / 2


def fine():
    """
    >>> fine()
    'ok'
    """
    return 'ok'


buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    res = doctest.testmod()
for line in buf.getvalue().replace(__file__, "F").splitlines():
    print(repr(line))
print(res)

# expect: '**********************************************************************'
# expect: 'File "F", line 12, in __main__.half'
# expect: 'Failed example:'
# expect: '    half(3)'
# expect: 'Expected:'
# expect: '    1'
# expect: 'Got:'
# expect: '    1.5'
# expect: '**********************************************************************'
# expect: 'File "F", line 14, in __main__.half'
# expect: 'Failed example:'
# expect: "    print('extra')"
# expect: 'Expected nothing'
# expect: 'Got:'
# expect: '    extra'
# expect: '**********************************************************************'
# expect: '1 items had failures:'
# expect: '   2 of   3 in __main__.half'
# expect: '***Test Failed*** 2 failures.'
# expect: TestResults(failed=2, attempted=4)
