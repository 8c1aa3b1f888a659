# The flags are re.RegexFlag members: CPython 3.11's str and repr, ints everywhere else.
import re
print(re.I, repr(re.I | re.M), str(re.M | re.I), f'{re.I}', int(re.I), re.I == 2, type(re.I).__name__)
print(re.NOFLAG, re.I | re.M | re.S | re.X | re.A, re.A | re.U, [re.I, re.DEBUG], re.IGNORECASE is re.I)
print(re.I | 1, re.I & re.M, ~re.I, re.I ^ re.I, re.I | 512, 2 | re.I, re.L, re.T)
print(re.I + 1, re.I * 2, re.I < 3, sorted([re.M, re.I]), {re.I: 1}[2], hash(re.I), bool(re.NOFLAG))
print(isinstance(re.I, int), '%d' % re.I, format(re.I, 'd'), f'{re.M:>5}')

# expect: re.IGNORECASE re.IGNORECASE|re.MULTILINE re.IGNORECASE|re.MULTILINE re.IGNORECASE 2 True RegexFlag
# expect: re.NOFLAG re.ASCII|re.IGNORECASE|re.MULTILINE|re.DOTALL|re.VERBOSE re.ASCII|re.UNICODE [re.IGNORECASE, re.DEBUG] True
# expect: re.IGNORECASE|re.TEMPLATE re.NOFLAG re.ASCII|re.LOCALE|re.UNICODE|re.MULTILINE|re.DOTALL|re.VERBOSE|re.TEMPLATE|re.DEBUG re.NOFLAG re.IGNORECASE|0x200 re.IGNORECASE re.LOCALE re.TEMPLATE
# expect: 3 4 True [re.IGNORECASE, re.MULTILINE] 1 2 False
# expect: True 2 2     8
