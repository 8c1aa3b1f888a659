# sys.argv holds the program's name as it was run (the runner passes only the file name).
import sys
print(sys.argv)
print(type(sys.argv).__name__, len(sys.argv))

# expect: ['sys_argv.py']
# expect: list 1
