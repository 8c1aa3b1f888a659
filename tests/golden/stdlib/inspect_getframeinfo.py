# inspect.getframeinfo: a Traceback record (filename, lineno, function, code_context, index) with
# 3.11's positions (the call being made: dis.Positions); stack() records carry positions too.
import inspect
def where(ctx=1):
    fr = inspect.currentframe().f_back
    info = inspect.getframeinfo(fr, ctx)
    print(info.filename.split("/")[-1], info.lineno, info.function, info.code_context, info.index)
    print(info.positions)
    print(repr(info).replace(info.filename, "FILE"))
    filename, lineno, function, lines, index = info
    print(lineno, function, len(info))
    return info
def caller():
    where()
    return where(3)
caller()
here = inspect.getframeinfo(inspect.currentframe())
print(here.lineno, here.function, here.code_context, here.positions)
z = inspect.getframeinfo(inspect.currentframe(), context=0)
print(repr(z).replace(z.filename, "FILE"))
s = inspect.stack()
print(s[0].positions, s[0].lineno, s[0].function, s[0].code_context, s[0].index)
print(len(inspect.stack(0)[0]), inspect.stack(0)[0].code_context)
import math
class K: pass
try:
    inspect.getframeinfo(5)
except AttributeError as e:
    print(e)
print(type(here).__name__, type(here).__module__, type(here.positions).__name__, type(here.positions).__module__)
# expect: inspect_getframeinfo.py 14 caller ['    where()\n'] 0
# expect: Positions(lineno=14, end_lineno=14, col_offset=4, end_col_offset=11)
# expect: Traceback(filename='FILE', lineno=14, function='caller', code_context=['    where()\n'], index=0, positions=Positions(lineno=14, end_lineno=14, col_offset=4, end_col_offset=11))
# expect: 14 caller 5
# expect: inspect_getframeinfo.py 15 caller ['    where()\n', '    return where(3)\n', 'caller()\n'] 1
# expect: Positions(lineno=15, end_lineno=15, col_offset=11, end_col_offset=19)
# expect: Traceback(filename='FILE', lineno=15, function='caller', code_context=['    where()\n', '    return where(3)\n', 'caller()\n'], index=1, positions=Positions(lineno=15, end_lineno=15, col_offset=11, end_col_offset=19))
# expect: 15 caller 5
# expect: 17 <module> ['here = inspect.getframeinfo(inspect.currentframe())\n'] Positions(lineno=17, end_lineno=17, col_offset=7, end_col_offset=51)
# expect: Traceback(filename='FILE', lineno=19, function='<module>', code_context=None, index=None, positions=Positions(lineno=19, end_lineno=19, col_offset=4, end_col_offset=59))
# expect: Positions(lineno=21, end_lineno=21, col_offset=4, end_col_offset=19) 21 <module> ['s = inspect.stack()\n'] 0
# expect: 6 None
# expect: 'int' object has no attribute 'f_lineno'
# expect: Traceback inspect Positions dis
