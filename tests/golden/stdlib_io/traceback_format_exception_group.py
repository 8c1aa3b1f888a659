# format_exception of an exception group: CPython's pieces, margins included (a chained
# exception inside the group, a multi-line message, a nested group).
import re
import traceback


def clean(s):
    return re.sub(r'File "[^"]*/', 'File "', s)


try:
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2), ExceptionGroup("n", [KeyError(3)])])
    except* TypeError:
        raise RuntimeError("from handler\nsecond line")
except ExceptionGroup as e:
    for p in traceback.format_exception(e):
        print(repr(clean(p)))
# expect: '  | ExceptionGroup:  (2 sub-exceptions)\n'
# expect: '  +-+---------------- 1 ----------------\n'
# expect: '    | Exception Group Traceback (most recent call last):\n'
# expect: '    |   File "traceback_format_exception_group.py", line 13, in <module>\n    |     raise ExceptionGroup("eg", [ValueError(1), TypeError(2), ExceptionGroup("n", [KeyError(3)])])\n'
# expect: '    | ExceptionGroup: eg (1 sub-exception)\n'
# expect: '    +-+---------------- 1 ----------------\n'
# expect: '      | TypeError: 2\n'
# expect: '      +------------------------------------\n'
# expect: '    | \n    | During handling of the above exception, another exception occurred:\n    | \n'
# expect: '    | Traceback (most recent call last):\n'
# expect: '    |   File "traceback_format_exception_group.py", line 15, in <module>\n    |     raise RuntimeError("from handler\\nsecond line")\n'
# expect: '    | RuntimeError: from handler\n    | second line\n'
# expect: '    +---------------- 2 ----------------\n'
# expect: '    | Exception Group Traceback (most recent call last):\n'
# expect: '    |   File "traceback_format_exception_group.py", line 13, in <module>\n    |     raise ExceptionGroup("eg", [ValueError(1), TypeError(2), ExceptionGroup("n", [KeyError(3)])])\n'
# expect: '    | ExceptionGroup: eg (2 sub-exceptions)\n'
# expect: '    +-+---------------- 1 ----------------\n'
# expect: '      | ValueError: 1\n'
# expect: '      +---------------- 2 ----------------\n'
# expect: '      | ExceptionGroup: n (1 sub-exception)\n'
# expect: '      +-+---------------- 1 ----------------\n'
# expect: '        | KeyError: 3\n'
# expect: '        +------------------------------------\n'
