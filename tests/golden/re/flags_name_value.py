# A flag's name and value, as IntFlag's.
import re
print(re.I.name, re.I.value, (re.I | re.M).name, re.NOFLAG.name, (re.I | re.M).value)

# expect: IGNORECASE 2 IGNORECASE|MULTILINE NOFLAG 10
