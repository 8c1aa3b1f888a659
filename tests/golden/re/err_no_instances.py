# re.Pattern cannot be instantiated directly.
import re
re.Pattern()

# expect runtime error: TypeError: cannot create 're.Pattern' instances
