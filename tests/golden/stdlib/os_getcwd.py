# getcwd is the folder the program runs in; the constants of os.
import os
print(os.getcwd() == os.path.abspath("."), os.path.isabs(os.getcwd()))
print(os.sep, os.name, repr(os.linesep), os.curdir, os.pardir)

# expect: True True
# expect: / posix '\n' . ..
