# A missing variable: KeyError with its name.
import os
os.environ["WEFT_NO_SUCH_VAR"]

# expect runtime error: KeyError: 'WEFT_NO_SUCH_VAR'
