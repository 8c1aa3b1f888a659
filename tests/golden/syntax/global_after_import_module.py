import os
global os
print(os.sep)
# expect: /
