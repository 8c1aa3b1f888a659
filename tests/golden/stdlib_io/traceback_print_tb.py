# print_tb prints the frame entries only; e.__traceback__ has tb_lineno and tb_next.
import re, sys, traceback, io
def clean(s):
    return re.sub(r'File "[^"]*/', 'File "', s)
def boom():
    raise ValueError("boom")
try:
    boom()
except ValueError as e:
    tb = e.__traceback__
    print(type(tb).__name__, tb.tb_lineno, tb.tb_next.tb_lineno, tb.tb_next.tb_next)
    buf = io.StringIO()
    traceback.print_tb(tb, file=buf)
    print(clean(buf.getvalue()), end="")
    t, v, tb2 = sys.exc_info()
    print(t.__name__, v, type(tb2).__name__)
print(sys.exc_info(), ValueError("never raised").__traceback__)
print(traceback.format_tb(None))

# expect: traceback 8 6 None
# expect:   File "traceback_print_tb.py", line 8, in <module>
# expect:     boom()
# expect:   File "traceback_print_tb.py", line 6, in boom
# expect:     raise ValueError("boom")
# expect: ValueError boom traceback
# expect: (None, None, None) None
# expect: []
