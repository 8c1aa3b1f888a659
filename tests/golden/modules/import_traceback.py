# An exception raised in a module's function: the traceback shows the module's frames
import helper
print(helper.divide(1, 4))
helper.divide(1, 0)
# expect: helper loaded as helper
# expect: 0.25
# expect stderr:   File "import_traceback.py", line 4, in <module>
# expect stderr:   File "helper.py", line 30, in divide
# expect stderr:     return a / b
# expect runtime error: ZeroDivisionError: division by zero
