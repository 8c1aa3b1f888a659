# patch needs a dotted target.
from unittest.mock import patch

patch("nodots")
# expect runtime error: TypeError: Need a valid target to patch. You supplied: 'nodots'
