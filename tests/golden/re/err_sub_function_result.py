# sub's function must return a str.
import re
print(re.sub("a", lambda m: None, "xa"))
re.sub("a", lambda m: 1, "xa")

# expect: x
# expect runtime error: TypeError: sequence item 1: expected str instance, int found
