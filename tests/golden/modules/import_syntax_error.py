# A SyntaxError in an imported module names the module's file, line and column
print("before")
import broken_syntax
# expect: before
# expect stderr:   File "broken_syntax.py", line 3
# expect stderr:     def f(:
# expect runtime error: SyntaxError: invalid syntax
