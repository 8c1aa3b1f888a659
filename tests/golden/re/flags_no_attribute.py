# An attribute a flag does not have.
import re
print(re.M.value)
re.I.nmae

# expect: 8
# expect runtime error: AttributeError: 'RegexFlag' object has no attribute 'nmae'
