import { Checkbox, Form } from 'antd';
import { Link } from 'react-router';
import styles from './login-forms.module.css';

/** The server's wording for a registration without it (CONSENT_REQUIRED). */
const CONSENT_MESSAGE = '请阅读并同意《用户协议》和《隐私政策》';

/**
 * 我已阅读并同意《用户协议》《隐私政策》: a box the learner must tick before a code login or a WeChat
 * bind, either of which may register the phone (Personal Information Protection Law). The documents
 * open in a new tab, so that the form keeps what was typed.
 */
export function ConsentField() {
  return (
    <Form.Item
      name="agreed"
      valuePropName="checked"
      className={styles.consent}
      rules={[
        {
          validator: (_, checked: boolean | undefined) =>
            checked ? Promise.resolve() : Promise.reject(new Error(CONSENT_MESSAGE)),
        },
      ]}
    >
      <Checkbox>
        我已阅读并同意
        <Link to="/agreement/user" target="_blank">
          《用户协议》
        </Link>
        <Link to="/agreement/privacy" target="_blank">
          《隐私政策》
        </Link>
      </Checkbox>
    </Form.Item>
  );
}
