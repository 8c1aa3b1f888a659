# no-cross-check: CPython prints the absolute path in File lines; Weft prints it as given (docs/language.md)
def f(x):
    return 10 // x


print(f(5))
print(f(0))
# expect: 2
# expect stderr:   File "traceback_path_as_given.py", line 7, in <module>
# expect stderr:   File "traceback_path_as_given.py", line 3, in f
# expect runtime error: ZeroDivisionError: integer division or modulo by zero
