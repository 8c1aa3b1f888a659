# A NameError in a module's function is about the module's globals (its suggestion too)
import helper

SCAL = 5  # the program's global of that name is not the module's
try:
    helper.uses_typo(2)
except NameError as e:
    print(e, e.name)
helper.uses_typo(2)
# expect: helper loaded as helper
# expect: name 'SCAL' is not defined SCAL
# expect stderr:   File "helper.py", line 34, in uses_typo
# expect runtime error: NameError: name 'SCAL' is not defined. Did you mean: 'SCALE'?
