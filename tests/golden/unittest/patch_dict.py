# patch.dict: items added (or the mapping cleared first) while patched, the old ones back after.
import os
from unittest.mock import patch

config = {"mode": "prod", "level": 1}
with patch.dict(config, {"mode": "test"}):
    print(config)
print(config)
with patch.dict(config, {"x": 1}, clear=True):
    print(config)
print(config)
with patch.dict(os.environ, {"WEFT_TEST_VAR": "1"}):
    print(os.environ["WEFT_TEST_VAR"])
print("WEFT_TEST_VAR" in os.environ)


@patch.dict(config, level=5)
def show():
    print(config["level"])


show()
print(config["level"])
# expect: {'mode': 'test', 'level': 1}
# expect: {'mode': 'prod', 'level': 1}
# expect: {'x': 1}
# expect: {'mode': 'prod', 'level': 1}
# expect: 1
# expect: False
# expect: 5
# expect: 1
