# A strptime that does not match raises from _strptime.py: CPython's traceback shows the
# _strptime_datetime (or _strptime_time) frame and the raise in _strptime.
import time
from datetime import datetime

try:
    time.strptime("2024-45", "%Y-%d")
except ValueError as e:
    print(e)
datetime.strptime("03/15/2024", "%Y-%m-%d")
# expect: unconverted data remains: 5
# expect stderr:   File "/usr/lib/python3.11/_strptime.py", line 568, in _strptime_datetime
# expect stderr:     tt, fraction, gmtoff_fraction = _strptime(data_string, format)
# expect stderr:                                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect stderr:   File "/usr/lib/python3.11/_strptime.py", line 349, in _strptime
# expect stderr:     raise ValueError("time data %r does not match format %r" %
# expect runtime error: ValueError: time data '03/15/2024' does not match format '%Y-%m-%d'
